import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// LittleJohn (book §2.1): the symbol list with multi-select, then the live ticker screen.
///
/// The symbols load when the list appears, only while the list is empty. "Live ticker" is disabled
/// until something is selected and pushes the ticker screen onto the navigation stack. The ticker
/// streams inside a `.task` owned by that screen, so going back cancels the stream (and closes its
/// connection) in the same tick; the stream ending pops the screen. Errors show in an alert with
/// "Close".
public struct LittleJohnView: View {
    @StateObject private var model: LittleJohnModel
    @State private var symbols: [String] = []
    @State private var selected: Set<String> = []
    @State private var errorMessage: String?

    /// The app against the book server at `server`.
    public init(server: URL) {
        _model = StateObject(wrappedValue: LittleJohnModel(server: server))
    }

    public var body: some View {
        NavigationStack {
            SymbolListScreen(
                symbols: symbols, selected: selected,
                toggle: { symbol in
                    if selected.contains(symbol) { selected.remove(symbol) } else { selected.insert(symbol) }
                }
            )
            // The ticker is pushed by value, so its URL (`/apps/littlejohn/TickerRoute:AAPL,TSLA`)
            // opens it again after a reload or in a new tab.
            .navigationDestination(for: TickerRoute.self) { route in
                TickerScreen(model: model, symbols: route.symbols, fail: { errorMessage = $0 })
            }
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
        .alert("Error", isPresented: Binding(get: { errorMessage != nil }, set: { if !$0 { errorMessage = nil } })) {
            Button("Close") {}.accessibilityIdentifier("close-alert")
        } message: {
            Text(errorMessage ?? "").accessibilityIdentifier("error-message")
        }
    }
}

/// The list screen: a loading indicator until the symbols arrive, then one row per symbol that
/// toggles a check mark, and the "Live ticker" link.
struct SymbolListScreen: View {
    let symbols: [String]
    let selected: Set<String>
    let toggle: @MainActor (String) -> Void

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
            NavigationLink(value: TickerRoute(symbols: selected.sorted())) { Text("Live ticker") }
                .disabled(selected.isEmpty)
                .accessibilityIdentifier("live-ticker")
        }
        .navigationTitle("LittleJohn")
    }
}

/// The live screen: one row per symbol with its price to 3 decimals, updated by the stream. Pops
/// itself when the stream ends or fails (after reporting the failure through `fail`).
struct TickerScreen: View {
    @ObservedObject var model: LittleJohnModel
    let symbols: [String]
    let fail: @MainActor (String) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if model.tickerSymbols.isEmpty {
                ProgressView("Connecting")
            }
            ForEach(model.tickerSymbols, id: \.name) { stock in
                HStack {
                    Text(stock.name).bold()
                    Spacer()
                    // A price changes every tick: read when reached, never announced (no flood), so
                    // it is no live region.
                    Text(String(format: "%.3f", stock.value))
                        .accessibilityIdentifier("price-\(stock.name)")
                }
                .frame(width: 240)
            }
        }
        .navigationTitle("Live")
        .task {
            do {
                try await model.startTicker(symbols)
            } catch is CancellationError {
                return
            } catch let error as LittleJohnError {
                fail(error.message)
            } catch {
                fail("\(error)")
            }
            // A stream cut short by leaving the screen needs no pop.
            if !Task.isCancelled { dismiss() }
        }
    }
}
