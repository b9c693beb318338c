import SwiftletUI

/// Placeholder for the test support module.
public enum SwiftletTestingModule {}
