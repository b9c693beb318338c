import SwiftletUI

/// Placeholder for the browser host.
public enum SwiftletWebModule {}
