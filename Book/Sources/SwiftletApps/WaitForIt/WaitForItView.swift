import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// WaitForIt (posts §2.10, the "async/await in SwiftUI" tutorial): a joke screen with a "Fetch a joke"
/// button, and a "Refreshable" tab whose list fetches in `.task` and on pull-to-refresh.
///
/// Both tabs share one `JokeService`. The button's fetch is a task the screen owns: leaving the tab
/// cancels it (and `isFetching` resets, as on every exit).
public struct WaitForItView: View {
    @StateObject private var jokeService: JokeService

    /// The app against the book server at `server`.
    public init(server: URL) {
        _jokeService = StateObject(wrappedValue: JokeService(server: server))
    }

    /// The app around an existing service (tests).
    public init(service: JokeService) {
        _jokeService = StateObject(wrappedValue: service)
    }

    public var body: some View {
        TabView {
            JokeScreen(jokeService: jokeService)
                .tabItem { Text("Joke").accessibilityIdentifier("tab-joke") }
            RefreshableJokeList(jokeService: jokeService)
                .tabItem { Text("Refreshable").accessibilityIdentifier("tab-refreshable") }
        }
    }
}

/// The joke, centred, with the fetch button at the bottom. While fetching, the button is disabled and
/// its label is hidden (keeping its size) under a spinner.
struct JokeScreen: View {
    @ObservedObject var jokeService: JokeService
    @State private var fetch: Task<Void, Never>?

    var body: some View {
        ZStack {
            Text(jokeService.joke)
                .multilineTextAlignment(.center)
                .padding(.horizontal)
                .accessibilityIdentifier("joke-text")
            VStack {
                Spacer()
                Button {
                    fetch?.cancel()
                    let service = jokeService
                    fetch = Task { try? await service.fetchJoke() }
                } label: {
                    Text("Fetch a joke")
                        .padding(.bottom)
                        .opacity(jokeService.isFetching ? 0 : 1)
                        .overlay {
                            if jokeService.isFetching {
                                ProgressView().accessibilityIdentifier("fetch-spinner")
                            }
                        }
                }
                .disabled(jokeService.isFetching)
                .accessibilityIdentifier("fetch-joke")
            }
        }
        .frame(minHeight: 240)
        .onDisappear {
            fetch?.cancel()
            fetch = nil
        }
    }
}

/// A list with a title row and the joke; `.task` and `.refreshable` both fetch, ignoring errors. A
/// spinner row shows while a fetch runs.
struct RefreshableJokeList: View {
    @ObservedObject var jokeService: JokeService

    var body: some View {
        List {
            Text("Programming Joke").font(.largeTitle)
            Text(jokeService.joke)
                .multilineTextAlignment(.center)
                .font(.title)
                .padding()
                .accessibilityIdentifier("refresh-joke")
            if jokeService.isFetching {
                ProgressView("Refreshing").accessibilityIdentifier("refresh-indicator")
            }
        }
        .accessibilityIdentifier("refresh-list")
        .task { try? await jokeService.fetchJoke() }
        .refreshable { try? await jokeService.fetchJoke() }
    }
}
