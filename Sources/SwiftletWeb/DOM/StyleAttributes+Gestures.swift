@_spi(SwiftletHost) import SwiftletUI

extension StyleAttributes {
    /// `offset` (`X Y` in points) → `translate: Xpx Ypx` (an individual transform property, so it
    /// composes with `rotate`/`scale` and animates); `allowsHitTesting=false` → `pointer-events:
    /// none`. An offset that is not two finite numbers within the length bounds writes nothing.
    static func gestureDeclarations(_ attributes: [RenderAttribute: String]) -> [(String, String)] {
        var result: [(String, String)] = []
        if let offset = attributes[.offset] {
            let lengths = offset.split(separator: " ").map { length(String($0)) }
            if lengths.count == 2, let x = lengths[0], let y = lengths[1] { result.append(("translate", "\(x) \(y)")) }
        }
        if attributes[.allowsHitTesting] == "false" { result.append(("pointer-events", "none")) }
        return result
    }
}
