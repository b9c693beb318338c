@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct ShadowTreeTests {
    private func listTree(rows: Int) -> RenderNode {
        RenderNode(
            id: NodeID(1), kind: .root,
            children: [
                RenderNode(
                    id: NodeID(2), kind: .lazyVStack,
                    children: (0..<rows).map { RenderNode(id: NodeID(100 + $0), kind: .text, text: "row \($0)") })
            ])
    }

    @Test func setTextBecomesOneTextChange() throws {
        var shadow = ShadowTree(listTree(rows: 3))
        let changes = try shadow.apply([.setText(NodeID(101), "changed")])
        #expect(changes == [.setText(target: "n101", text: "changed")])
    }

    @Test func textChangesOfTextsAndButtonsMatchTheShellComparison() throws {
        // The shortcut for `Text` and `Button` labels gives what comparing the two shells gives.
        for kind in [RenderKind.text, .button] {
            for (old, new) in [("a", "b"), ("a", "a"), ("a", ""), ("", "a")] {
                var shadow = ShadowTree(
                    RenderNode(
                        id: NodeID(1), kind: .root,
                        children: [RenderNode(id: NodeID(2), kind: kind, text: old, attributes: [.identifier: "x"])]))
                var expected: [DOMChange] = []
                ShadowTree.diff(
                    DOMMapping.shell(id: NodeID(2), kind: kind, text: old, attributes: [.identifier: "x"]),
                    DOMMapping.shell(id: NodeID(2), kind: kind, text: new, attributes: [.identifier: "x"]),
                    into: &expected)
                #expect(try shadow.apply([.setText(NodeID(2), new)]) == expected, "\(kind) \(old) -> \(new)")
            }
        }
    }

    @Test func disablingAButtonSetsAndRemovesTheAttribute() throws {
        var shadow = ShadowTree(
            RenderNode(
                id: NodeID(1), kind: .root, children: [RenderNode(id: NodeID(2), kind: .button, text: "Live ticker")]))
        let disable = try shadow.apply([.setAttribute(NodeID(2), name: .disabled, value: "true")])
        #expect(disable == [.setAttribute(target: "n2", name: "disabled", value: "")])
        let enable = try shadow.apply([.removeAttribute(NodeID(2), name: .disabled)])
        #expect(enable == [.removeAttribute(target: "n2", name: "disabled")])
    }

    @Test func navigationTitleChangeTargetsTheTitlePart() throws {
        var shadow = ShadowTree(RenderNode(id: NodeID(1), kind: .navigationStack, attributes: [.title: "LittleJohn"]))
        let changes = try shadow.apply([
            .setAttribute(NodeID(1), name: .title, value: "Live"),
            .setAttribute(NodeID(1), name: .canGoBack, value: "true"),
        ])
        #expect(
            changes == [
                .setText(target: "n1t", text: "Live"), .removeAttribute(target: "n1b", name: "hidden"),
            ])
    }

    @Test func insertRemoveAndMoveKeepTheTreeInStep() throws {
        var shadow = ShadowTree(listTree(rows: 2))
        let inserted = RenderNode(
            id: NodeID(200), kind: .hstack, children: [RenderNode(id: NodeID(201), kind: .text, text: "<b>")])
        let changes = try shadow.apply([
            .insert(parent: NodeID(2), index: 1, node: inserted),
            .move(NodeID(100), parent: NodeID(2), index: 2),
            .setText(NodeID(201), "new"),
            .remove(NodeID(200)),
        ])
        #expect(changes.count == 4)
        #expect(changes[0] == .insert(parent: NodeID(2), index: 1, element: DOMMapping.element(for: inserted)))
        #expect(changes[1] == .move(NodeID(100), parent: NodeID(2), index: 2))
        #expect(changes[2] == .setText(target: "n201", text: "new"))
        #expect(changes[3] == .remove(NodeID(200)))
        #expect(!shadow.contains(NodeID(201)))
        #expect(shadow.contains(NodeID(100)))
    }

    @Test func removingEveryRowOfAContainerBecomesOneClear() throws {
        var shadow = ShadowTree(listTree(rows: 3))
        let changes = try shadow.apply([.remove(NodeID(100)), .remove(NodeID(101)), .remove(NodeID(102))])
        #expect(changes == [.removeChildren(parent: NodeID(2))])
        #expect(!shadow.contains(NodeID(101)))
        // The container stays and takes new rows.
        let inserted = RenderNode(id: NodeID(300), kind: .text, text: "again")
        let again = try shadow.apply([.insert(parent: NodeID(2), index: 0, node: inserted)])
        #expect(again.count == 1)
    }

    @Test func removingSomeRowsStaysOneRemoveEach() throws {
        var shadow = ShadowTree(listTree(rows: 3))
        let changes = try shadow.apply([.remove(NodeID(100)), .remove(NodeID(102))])
        #expect(changes == [.remove(NodeID(100)), .remove(NodeID(102))])
        // A run interrupted by another change is not a clear either.
        var other = ShadowTree(listTree(rows: 2))
        let interrupted = try other.apply([
            .remove(NodeID(100)), .setText(NodeID(101), "x"), .remove(NodeID(101)),
        ])
        #expect(
            interrupted == [.remove(NodeID(100)), .setText(target: "n101", text: "x"), .remove(NodeID(101))])
    }

    @Test func unknownNodeIsReported() {
        var shadow = ShadowTree(listTree(rows: 1))
        #expect(throws: ShadowTree.UnknownNode(id: NodeID(999), operation: "setText(n999, \"x\")")) {
            try shadow.apply([.setText(NodeID(999), "x")])
        }
    }

    @Test func removingAnAlreadyRemovedNodeChangesNothing() throws {
        var shadow = ShadowTree(listTree(rows: 1))
        #expect(try shadow.apply([.remove(NodeID(999))]) == [])
    }
}
