@_spi(SwiftletHost) import SwiftletTesting

@_spi(SwiftletHost) @testable import SwiftletUI

extension HeadlessHost {
    /// The labels of the tab bars' buttons, in the order the tree holds them.
    var tabBarLabels: [String] {
        graph.tree.allNodes.filter { $0.attributes[.tabItem] == "true" }.map(\.label)
    }
}
