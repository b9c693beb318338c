import SwiftletUI

/// Placeholder for the concurrency toolkit.
public enum SwiftletKitModule {}
