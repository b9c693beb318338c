// `import SwiftletUI` alone gives apps `ObservableObject`, `@Published` and the rest of Combine's
// vocabulary, as `import SwiftUI` does on Apple platforms.
@_exported import OpenCombine
