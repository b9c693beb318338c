import SwiftletKit
import SwiftletUI

/// Placeholder for the reference apps.
public enum SwiftletAppsModule {}
