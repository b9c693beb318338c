// Fuzz target: the browser host's event payloads. Each input is one WebSocket text message handed to
// a live `WebSession` (decode, node lookup, the engine applying the event, the reply frame), on the
// main actor as in the server. The app has one control of each kind the protocol addresses.
import Foundation
import FuzzSupport
import Logging
@_spi(SwiftletHost) import SwiftletUI
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

struct EveryControl: View {
    @State private var text = ""
    @State private var submitted = 0
    @State private var isOn = false
    @State private var showsSheet = false
    @State private var detent = PresentationDetent.medium
    @State private var tab = 0
    @State private var refreshes = 0

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                VStack {
                    TextField("Name", text: $text).onSubmit { submitted += 1 }
                    Toggle("On", isOn: $isOn)
                    Button("Sheet") { showsSheet = true }
                    Text("\(text.prefix(20)) \(submitted) \(isOn) \(refreshes)")
                    NavigationLink("Detail", destination: Text("Detail \(submitted)"))
                    List(0..<5_000, id: \.self) { row in Text("Row \(row)") }
                        .refreshable { refreshes += 1 }
                }
                .sheet(isPresented: $showsSheet) {
                    Button("Close") { showsSheet = false }
                        .presentationDetents([.medium, .large], selection: $detent)
                }
            }
            .tabItem { Text("One") }
            .tag(0)
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(0..<1_000) { cell in Text("Cell \(cell)") }
            }
            .tabItem { Text("Two") }
            .tag(1)
        }
    }
}

let app = WebApp(name: "fuzz", title: "Fuzz", summary: "Every control") { EveryControl() }
let logger = Logger(label: "fuzz") { _ in SwiftLogNoOpLogHandler() }
nonisolated(unsafe) var session: WebSession?  // only touched on the main actor
nonisolated(unsafe) var inputs = 0  // only touched on the main actor
let done = DispatchSemaphore(value: 0)

@MainActor
func receive(_ text: String) async {
    // A fresh session now and then, so state (the sheet, the tab, a long text) does not pile up.
    if session == nil || inputs % 5_000 == 0 {
        session?.close()
        session = WebSession(app: app, token: "fuzz", limits: ClientMessage.Limits(), logger: logger)
    }
    inputs += 1
    await session!.receive(text)
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, count), as: UTF8.self)
    Task { @MainActor in
        await receive(text)
        done.signal()
    }
    done.wait()
    return 0
}

runFuzzerServingMainActor(fuzzOne)
