/// Placeholder for the book server; see issue "Foundation".
public enum SwiftletServerModule {}
