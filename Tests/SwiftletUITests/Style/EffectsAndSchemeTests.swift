import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

private struct Bystander: View {
    var body: some View { Text("unrelated") }
}

private struct Screen: View {
    var body: some View {
        VStack {
            SchemeLabel()
            Bystander()
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EffectsAndSchemeTests {
    @Test func effectsSetOneAttributeEach() throws {
        let host = HeadlessHost(
            Text("fx")
                .shadow(radius: 4, x: 1, y: 2)
                .blur(radius: 3)
                .brightness(0.2)
                .contrast(1.5)
                .saturation(0)
                .grayscale(0.5)
                .hueRotation(.degrees(90))
                .colorInvert()
                .colorMultiply(.blue)
                .blendMode(.multiply)
                .compositingGroup()
                .drawingGroup()
                .clipped()
                .rotationEffect(.degrees(45), anchor: .topLeading)
                .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
                .scaleEffect(x: 2, y: 0.5, anchor: .bottom))
        let node = try #require(host.graph.tree.allNodes.first { $0.text == "fx" })
        let expected: [RenderAttribute: String] = [
            .shadow: "4 1 2 #00000054", .blur: "3", .brightness: "0.2", .contrast: "1.5", .saturation: "0",
            .grayscale: "0.5", .hueRotation: "90", .colorInvert: "true", .colorMultiply: "blue",
            .blendMode: "multiply", .compositingGroup: "true", .clipped: "true", .rotationEffect: "45 0 0",
            .rotation3DEffect: "30 0 1 0 0.5 0.5 0 1", .scaleEffect: "2 0.5 0.5 1",
        ]
        for (name, value) in expected { #expect(node.attributes[name] == value, "\(name)") }
        let scaledBySize = HeadlessHost(Text("sized").scaleEffect(CGSize(width: 3, height: 4)))
        let sized = try #require(scaledBySize.graph.tree.allNodes.first { $0.text == "sized" })
        #expect(sized.attributes[.scaleEffect] == "3 4 0.5 0.5")
    }

    @Test func theBrowsersSchemeReachesOnlyItsReaders() async {
        let host = HeadlessHost(Screen())
        #expect(host.snapshot().contains("light"))
        let readers = host.evaluations.count(of: SchemeLabel.self)
        let others = host.evaluations.count(of: Bystander.self)
        let screens = host.evaluations.count(of: Screen.self)
        host.graph.setColorScheme(.dark)
        await host.settle()
        #expect(host.snapshot().contains("dark"))
        #expect(host.evaluations.count(of: SchemeLabel.self) == readers + 1)
        #expect(host.evaluations.count(of: Bystander.self) == others)
        #expect(host.evaluations.count(of: Screen.self) == screens)
        host.graph.setColorScheme(.dark)
        await host.settle()
        #expect(host.evaluations.count(of: SchemeLabel.self) == readers + 1)
    }

    @Test func aSubtreeThatFollowsTheSystemSeesTheBrowsersSchemeChange() async {
        let host = HeadlessHost(VStack { SchemeLabel() }.preferredColorScheme(nil))
        #expect(host.snapshot().contains("light"))
        host.graph.setColorScheme(.dark)
        await host.settle()
        #expect(host.snapshot().contains("dark"))
    }

    @Test func preferredColorSchemeSetsTheEnvironmentBelowAndMarksThePage() throws {
        let host = HeadlessHost(VStack { SchemeLabel() }.preferredColorScheme(.dark))
        #expect(host.snapshot().contains("dark"))
        let stack = try #require(host.graph.tree.allNodes.first { $0.kind == .vstack })
        #expect(stack.attributes[.preferredColorScheme] == "dark")
        // nil follows the system: no attribute, the environment unchanged.
        let system = HeadlessHost(VStack { SchemeLabel() }.preferredColorScheme(nil))
        #expect(system.snapshot().contains("light"))
        #expect(system.graph.tree.allNodes.allSatisfy { $0.attributes[.preferredColorScheme] == nil })
    }

    @Test func tintTakesAColourOrAnyStyle() throws {
        let host = HeadlessHost(
            VStack {
                Text("a").tint(.red)
                Text("b").tint(nil)
                Text("c").tint(LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
            })
        let nodes = host.graph.tree.allNodes
        #expect(nodes.first { $0.text == "a" }?.attributes[.tint] == "red")
        #expect(nodes.first { $0.text == "b" }?.attributes[.tint] == nil)
        #expect(nodes.first { $0.text == "c" }?.attributes[.tint] == "linear(0.5 0 0.5 1|pink@0,purple@1)")
    }
}
