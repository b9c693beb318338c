// `import SwiftUI` gives an app what Apple's import gives it:
// - the declarative API (views, modifiers, state, `App`, `Scene`), from SwiftletUI, which also
//   re-exports OpenCombine for `ObservableObject` and `@Published`;
// - `App.main()` serving the app in the browser (`--host`, `--port`), from SwiftletWeb;
// - Observation's `@Observable` and `@ObservationIgnored`;
// - Foundation, which on Linux also declares `CGFloat`, `CGPoint`, `CGSize` and `CGRect`;
// - `#Preview` (Preview.swift in this module).
// Apps that assemble their own server keep importing SwiftletUI and SwiftletWeb directly.
@_exported import Foundation
@_exported import Observation
@_exported import SwiftletUI
@_exported import SwiftletWeb
