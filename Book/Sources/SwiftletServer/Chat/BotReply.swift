/// One possible reply of the chat bot "Bottley".
public enum BotReply: Sendable, Equatable {
    /// Send this text.
    case text(String)
    /// Repeat the text of the message that triggered the bot.
    case parrot

    /// The book's replies, one picked uniformly at random each time the bot speaks.
    public static let book: [BotReply] = [
        .text("I'm also here, in case you need to talk"),
        .text("🍦🦕🥳"),
        .text("Something, something, this way comes 🤫"),
        .text("Today's lottery numbers are: 4, 8, 15, 16, 23, 42"),
        .text("Hey hey hey"),
        .text("I wish it was taco Tuesday today 🥺"),
        .text("Sorry for jumping in but how do I turn on my camera in this chat?"),
        .parrot,
    ]

    /// The bot's user name.
    public static let botName = "Bottley"

    /// The text this reply sends when `trigger` is the text that armed the bot.
    func text(answering trigger: String) -> String {
        switch self {
        case .text(let text): text
        case .parrot: trigger
        }
    }
}
