/// Placeholder for the SwiftletUI runtime.
public enum SwiftletUIModule {}
