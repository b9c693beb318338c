import Foundation
import SwiftletUI

/// LittleJohn (book §2.1): the symbol list with multi-select, then the live ticker screen.
///
/// The symbols load when the list appears, only while the list is empty. "Live ticker" is disabled
/// until something is selected. The ticker streams inside a `.task` owned by the ticker screen, so
/// leaving the screen cancels the stream (and closes its connection) in the same tick; the stream
/// ending returns to the list. Errors show in an alert with "Close".
public struct LittleJohnView: View {
    @StateObject private var model: LittleJohnModel
    @State private var symbols: [String] = []
    @State private var selected: Set<String> = []
    @State private var showsTicker = false
    @State private var errorMessage: String?

    /// The app against the book server at `server`.
    public init(server: URL) {
        _model = StateObject(wrappedValue: LittleJohnModel(server: server))
    }

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                if showsTicker {
                    TickerScreen(
                        model: model, symbols: selected.sorted(),
                        leave: { showsTicker = false },
                        fail: { message in
                            errorMessage = message
                            showsTicker = false
                        })
                } else {
                    SymbolListScreen(
                        symbols: symbols, selected: selected,
                        toggle: { symbol in
                            if selected.contains(symbol) { selected.remove(symbol) } else { selected.insert(symbol) }
                        },
                        openTicker: { showsTicker = true }
                    )
                    .task {
                        guard symbols.isEmpty else { return }
                        do {
                            symbols = try await model.availableSymbols()
                        } catch is CancellationError {
                        } catch let error as LittleJohnError {
                            errorMessage = error.message
                        } catch {
                            errorMessage = "\(error)"
                        }
                    }
                }
                if let errorMessage {
                    ErrorAlert(message: errorMessage, close: { self.errorMessage = nil })
                }
            }
        }
    }
}

/// The list screen: a loading indicator until the symbols arrive, then one row per symbol that
/// toggles a check mark, and the "Live ticker" button.
struct SymbolListScreen: View {
    let symbols: [String]
    let selected: Set<String>
    let toggle: @MainActor (String) -> Void
    let openTicker: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if symbols.isEmpty {
                ProgressView("Loading symbols")
            } else {
                List(symbols, id: \.self) { symbol in
                    Button(action: { toggle(symbol) }) {
                        HStack {
                            Text(symbol)
                            Spacer()
                            Text(selected.contains(symbol) ? "✓" : "")
                        }
                    }
                    .accessibilityIdentifier("symbol-\(symbol)")
                }
            }
            Button("Live ticker") { openTicker() }
                .disabled(selected.isEmpty)
                .accessibilityIdentifier("live-ticker")
        }
        .navigationTitle("LittleJohn")
    }
}

/// The live screen: one row per symbol with its price to 3 decimals, updated by the stream.
struct TickerScreen: View {
    @ObservedObject var model: LittleJohnModel
    let symbols: [String]
    let leave: @MainActor () -> Void
    let fail: @MainActor (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button("‹ Symbols") { leave() }.accessibilityIdentifier("leave-ticker")
            if model.tickerSymbols.isEmpty {
                ProgressView("Connecting")
            }
            ForEach(model.tickerSymbols, id: \.name) { stock in
                HStack {
                    Text(stock.name).bold()
                    Spacer()
                    Text(String(format: "%.3f", stock.value)).accessibilityIdentifier("price-\(stock.name)")
                }
                .frame(width: 240)
            }
        }
        .navigationTitle("Live")
        .task {
            do {
                try await model.startTicker(symbols)
                leave()
            } catch is CancellationError {
            } catch let error as LittleJohnError {
                fail(error.message)
            } catch {
                fail("\(error)")
            }
        }
    }
}

/// The error alert: "Error", the message and a "Close" button.
struct ErrorAlert: View {
    let message: String
    let close: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Error").font(.headline)
            Text(message).accessibilityIdentifier("error-message")
            Button("Close") { close() }.accessibilityIdentifier("close-alert")
        }
        .padding(.all, 12)
        .background(Color.yellow)
        .accessibilityIdentifier("error-alert")
    }
}
