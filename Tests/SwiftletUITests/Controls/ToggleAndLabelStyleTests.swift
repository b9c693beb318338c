import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct CheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            }
        }
        .buttonStyle(.plain)
    }
}

private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
        .accessibilityIdentifier("trailing")
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    fileprivate static var trailingIcon: Self { Self() }
}

private struct Settings: View {
    @State private var wifi = false
    @State private var sound = true

    var body: some View {
        VStack {
            Text("wifi \(wifi)")
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckToggleStyle())
            Toggle("Sound", isOn: $sound).toggleStyle(.checkbox)
            Label("Ten minutes", systemImage: "clock").labelStyle(.trailingIcon)
            Label("Plain", systemImage: "star").labelStyle(.iconOnly)
        }
    }
}

private func descendants(of node: RenderNode) -> [RenderNode] {
    node.children.flatMap { [$0] + descendants(of: $0) }
}

@MainActor
@Suite struct ToggleAndLabelStyleTests {
    @Test func aToggleStyleDrawsTheToggleAndFlipsItsBinding() async throws {
        let host = HeadlessHost(Settings())
        #expect(!host.graph.tree.allNodes.contains { $0.kind == .toggle && $0.text == "Wi-Fi" })
        #expect(host.graph.tree.allNodes.contains { $0.attributes[.systemName] == "circle" })
        try await host.tap("Wi-Fi")
        #expect(host.graph.tree.allNodes.contains { $0.text == "wifi true" })
        #expect(host.graph.tree.allNodes.contains { $0.attributes[.systemName] == "checkmark.circle.fill" })
        // The plain button style inside the toggle style is the built-in one.
        let button = try #require(host.graph.tree.allNodes.first { $0.kind == .button })
        #expect(button.attributes[.buttonStyle] == "plain")
        try await host.tap("Wi-Fi")
        #expect(host.graph.tree.allNodes.contains { $0.text == "wifi false" })
    }

    @Test func builtInToggleStylesRenderAsBefore() async throws {
        let host = HeadlessHost(Settings())
        let sound = try #require(host.graph.tree.allNodes.first { $0.kind == .toggle })
        #expect(sound.text == "Sound")
        #expect(sound.attributes[.toggleStyle] == "checkbox")
        #expect(sound.attributes[.checked] == "true")
    }

    @Test func aLabelStyleDrawsTitleThenIcon() async throws {
        let host = HeadlessHost(Settings())
        let trailing = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "trailing" })
        #expect(trailing.kind == .hstack)
        #expect(trailing.attributes[.labelStyle] == nil)
        let inside = descendants(of: trailing)
        let title = try #require(inside.firstIndex { $0.text == "Ten minutes" })
        let icon = try #require(inside.firstIndex { $0.attributes[.systemName] == "clock" })
        #expect(title < icon)
        let iconOnly = try #require(host.graph.tree.allNodes.first { $0.attributes[.labelStyle] == "iconOnly" })
        #expect(iconOnly.children.first?.attributes[.systemName] == "star")
    }
}
