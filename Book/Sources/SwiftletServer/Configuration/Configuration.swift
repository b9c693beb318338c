import Foundation
import Logging
import SwiftletHTTP

extension BookServer {
    /// Everything a ``BookServer`` needs to know; plain value, set once before the server starts.
    public struct Configuration: Sendable {
        /// Address to bind (``BookServer/start(_:)`` and `swiftlet serve`).
        public var host: String
        /// Port to bind; 0 picks a free port (see ``RunningBookServer/port``).
        public var port: Int
        /// Directory for `swiftlet.sqlite` and the generated-asset cache; `nil` keeps everything in
        /// memory (nothing survives the process).
        public var dataDirectory: URL?
        /// A shared PostgreSQL database (`postgres://USER:PASSWORD@HOST:PORT/DB`) for everything the
        /// server persists, so that several servers share one chat room, tokens and saved photos;
        /// `nil` keeps them in SQLite in ``dataDirectory``.
        public var databaseURL: String?
        /// The clock of every timer: ticker, chat polling, bot delay, download throttle. Tests pass
        /// a test clock; the real server uses the continuous clock.
        public var clock: any Clock<Duration>
        /// Interval between the ticks of the ticker, chat and CLI chat streams.
        public var streamInterval: Duration
        /// How soon the chat and CLI chat streams deliver a new message, when sooner than the book's
        /// once per ``streamInterval`` (`nil`). The streams then share one timer (`StreamBell`)
        /// that wakes them this often while there is news and once per second otherwise.
        public var chatPollInterval: Duration?
        /// Delay before the bot answers the latest user message.
        public var botDelay: Duration
        /// The bot's possible replies, one picked at random each time.
        public var botReplies: [BotReply]
        /// Throttle of full (non-range) downloads: bytes written per `streamInterval`.
        public var downloadBytesPerTick: Int
        /// Input size limits.
        public var limits: InputLimits
        /// Render the generated images when the server starts instead of on first request.
        public var preparesAssetsAtStart: Bool
        /// How long an access token from `POST /auth/login` or `/auth/refresh` is accepted.
        public var accessTokenLifetime: Duration = .seconds(300)
        /// How long a refresh token is accepted (each is usable once: refreshing rotates it).
        public var refreshTokenLifetime: Duration = .seconds(86_400)
        /// The wall clock tokens are issued and checked against; tests inject their own.
        public var now: @Sendable () -> Date = { Date() }
        /// Per-connection HTTP limits: header and idle timeouts, the connection cap, header and
        /// request-target sizes (see ``ConnectionGuard``).
        public var connections = ConnectionLimits()
        /// Record every request in ``BookServer/requestLog`` (tests and benchmarks turn it on to
        /// assert what clients sent). Off by default and in `swiftlet serve`, where nothing reads
        /// the log; its memory is bounded either way (see ``RequestLog``).
        public var recordsRequests: Bool
        /// Logger for the server and its HTTP layer.
        public var logger: Logger

        /// A configuration; the defaults match the book server (127.0.0.1:8080, one-second ticks,
        /// a five-second bot, 1,000,000 bytes per second) with an in-memory database.
        public init(
            host: String = "127.0.0.1",
            port: Int = 8080,
            dataDirectory: URL? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            streamInterval: Duration = .seconds(1),
            botDelay: Duration = .seconds(5),
            botReplies: [BotReply] = BotReply.book,
            downloadBytesPerTick: Int = 1_000_000,
            limits: InputLimits = InputLimits(),
            preparesAssetsAtStart: Bool = true,
            recordsRequests: Bool = false,
            logger: Logger = Logger(label: "swiftlet.server")
        ) {
            self.host = host
            self.port = port
            self.dataDirectory = dataDirectory
            self.clock = clock
            self.streamInterval = streamInterval
            self.botDelay = botDelay
            self.botReplies = botReplies
            self.downloadBytesPerTick = max(1, downloadBytesPerTick)
            self.limits = limits
            self.preparesAssetsAtStart = preparesAssetsAtStart
            self.recordsRequests = recordsRequests
            self.logger = logger
        }

        /// The configuration of `swiftlet serve` (and of the server benchmarks, so they measure
        /// what users run): the continuous clock, assets prepared at start, no request log, chat
        /// streams that deliver a new message within a tenth of a second, and the shared database
        /// at `databaseURL` when one is given.
        public static func serving(
            host: String, port: Int, dataDirectory: URL, databaseURL: String? = nil, logger: Logger
        ) -> Self {
            var configuration = Self(host: host, port: port, dataDirectory: dataDirectory, logger: logger)
            configuration.databaseURL = databaseURL
            configuration.chatPollInterval = .milliseconds(100)
            return configuration
        }
    }
}
