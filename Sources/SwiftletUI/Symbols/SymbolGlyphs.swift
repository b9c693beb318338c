/// The base glyphs, drawn for Swiftlet on a 24 × 24 grid (the project's own drawings, under its
/// licence). Variants (`.fill`, `.circle`, `.square`, `.slash`, their combinations) are composed from
/// these by `SymbolCatalog`.
enum SymbolGlyphs {
    typealias G = SymbolGlyph

    private static func g(_ parts: G.Part..., box: Bool = true, slash: Bool = false) -> G {
        G(parts: parts, containable: box, slashable: slash)
    }

    // swift-format-ignore
    static let all: [String: SymbolGlyph] = {
        var table: [String: SymbolGlyph] = [
            // Marks and arrows
            "plus": g(G.line("M12 5v14M5 12h14")),
            "minus": g(G.line("M5 12h14")),
            "multiply": g(G.line("M7 7l10 10M17 7L7 17")),
            "xmark": g(G.line("M6 6l12 12M18 6L6 18")),
            "checkmark": g(G.line("M4.5 12.5l5 5L19.5 7")),
            "divide": g(G.line("M5 12h14"), G.dot(12, 6.5, 1.5), G.dot(12, 17.5, 1.5)),
            "equal": g(G.line("M5 9h14M5 15h14")),
            "chevron.left": g(G.line("M15 4.5L7.5 12l7.5 7.5")),
            "chevron.right": g(G.line("M9 4.5l7.5 7.5L9 19.5")),
            "chevron.up": g(G.line("M4.5 15.5L12 8l7.5 7.5")),
            "chevron.down": g(G.line("M4.5 8.5L12 16l7.5-7.5")),
            "chevron.backward": g(G.line("M15 4.5L7.5 12l7.5 7.5")),
            "chevron.forward": g(G.line("M9 4.5l7.5 7.5L9 19.5")),
            "chevron.up.chevron.down": g(G.line("M7.5 9L12 4.5 16.5 9M7.5 15l4.5 4.5 4.5-4.5")),
            "arrow.left": g(G.line("M20 12H4M10 6l-6 6 6 6")),
            "arrow.right": g(G.line("M4 12h16M14 6l6 6-6 6")),
            "arrow.up": g(G.line("M12 20V4M6 10l6-6 6 6")),
            "arrow.down": g(G.line("M12 4v16M6 14l6 6 6-6")),
            "arrow.backward": g(G.line("M20 12H4M10 6l-6 6 6 6")),
            "arrow.forward": g(G.line("M4 12h16M14 6l6 6-6 6")),
            "arrow.up.right": g(G.line("M6 18L18 6M8 6h10v10")),
            "arrow.up.left": g(G.line("M18 18L6 6M16 6H6v10")),
            "arrow.down.right": g(G.line("M6 6l12 12M18 8v10H8")),
            "arrow.down.left": g(G.line("M18 6L6 18M6 8v10h10")),
            "arrow.up.arrow.down": g(G.line("M8 20V4M4 8l4-4 4 4M16 4v16M12 16l4 4 4-4")),
            "arrow.left.arrow.right": g(G.line("M4 8h16M16 4l4 4-4 4M20 16H4M8 12l-4 4 4 4")),
            "arrow.clockwise": g(G.line("M19.5 13a7.5 7.5 0 1 1-2.2-5.8L19.5 9.5M19.5 4v5.5H14")),
            "arrow.counterclockwise": g(G.line("M4.5 13a7.5 7.5 0 1 0 2.2-5.8L4.5 9.5M4.5 4v5.5H10")),
            "arrow.triangle.2.circlepath": g(
                G.line("M4 11a8 8 0 0 1 13.7-4.4L20 9M20 4v5h-5M20 13a8 8 0 0 1-13.7 4.4L4 15M4 20v-5h5")),
            "arrow.uturn.backward": g(G.line("M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11")),
            "arrow.uturn.left": g(G.line("M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11")),
            "arrow.uturn.forward": g(G.line("M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13")),
            "arrow.uturn.right": g(G.line("M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13")),
            "arrow.up.left.and.arrow.down.right": g(G.line("M4 4l6 6M4 4h6M4 4v6M20 20l-6-6M20 20h-6M20 20v-6")),
            "arrow.down.right.and.arrow.up.left": g(G.line("M10 10L4 4M10 10H5M10 10V5M14 14l6 6M14 14h5M14 14v5")),
            "arrow.up.and.down.and.arrow.left.and.right": g(
                G.line("M12 3v18M3 12h18M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3")),
            "arrow.right.square": g(G.line("M4 12h16M14 6l6 6-6 6"), box: false),
            "return": g(G.line("M19 5v7a3 3 0 0 1-3 3H5M9 11l-4 4 4 4")),
            "delete.left": g(
                G.shape("M8.5 5H20a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H8.5L2.5 12z"), G.inner("M11 9l6 6M17 9l-6 6"),
                box: false),
            "ellipsis": g(G.dot(5, 12, 1.8), G.dot(12, 12, 1.8), G.dot(19, 12, 1.8)),
            "line.3.horizontal": g(G.line("M4 7h16M4 12h16M4 17h16"), box: false),
            "line.horizontal.3": g(G.line("M4 7h16M4 12h16M4 17h16"), box: false),
            "line.3.horizontal.decrease": g(G.line("M4 7h16M7 12h10M10 17h4")),
            "line.3.horizontal.decrease.circle": g(G.line("M4 7h16M7 12h10M10 17h4"), box: false),
            "list.bullet": g(
                G.dot(5, 7, 1.4), G.dot(5, 12, 1.4), G.dot(5, 17, 1.4), G.line("M9 7h11M9 12h11M9 17h11")),
            "list.dash": g(G.line("M4 7h2M4 12h2M4 17h2M9 7h11M9 12h11M9 17h11")),
            "list.number": g(
                G.line("M10 7h10M10 12h10M10 17h10"), G.line("M5 5v4M4 12h2l-2 2h2M4 17h2v3H4", width: 1.5)),
            "checklist": g(G.line("M3 7l2 2 3-3M3 15l2 2 3-3M11 8h10M11 16h10")),
            "slider.horizontal.3": g(
                G.line("M4 6h16M4 12h16M4 18h16"), G.dot(9, 6, 2.4), G.dot(15, 12, 2.4), G.dot(7, 18, 2.4)),
            "slider.vertical.3": g(
                G.line("M6 4v16M12 4v16M18 4v16"), G.dot(6, 9, 2.4), G.dot(12, 15, 2.4), G.dot(18, 7, 2.4)),
            "number": g(G.line("M10 4L8 20M16 4l-2 16M4.5 9h16M3.5 15h16")),
            "at": g(G.line("M16 12v1.5a2.5 2.5 0 0 0 5 0V12a9 9 0 1 0-3.5 7.1"), G.line("M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z")),
            "info": g(G.line("M12 11v7M10 18h4M10 11h2"), G.dot(12, 6.5, 1.5)),
            "questionmark": g(G.line("M8.5 8.5a3.5 3.5 0 1 1 5 3.2c-.9.4-1.5 1.2-1.5 2.2v1"), G.dot(12, 19, 1.4)),
            "exclamationmark": g(G.line("M12 4v10"), G.dot(12, 19, 1.4)),
            "exclamationmark.triangle": g(
                G.shape("M12 3.5L22 20.5H2z", color: "yellow"), G.inner("M12 9.5v5"),
                G.dot(12, 17.5, 1.2), slash: false),
            "exclamationmark.octagon": g(
                G.shape("M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z", color: "red"), G.inner("M12 7.5v6"),
                G.dot(12, 16.8, 1.2)),
            "exclamationmark.bubble": g(
                G.shape("M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"),
                G.inner("M12 7.5v4.5"), G.dot(12, 14.3, 1.1)),
            "nosign": g(G.line("M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8"), box: false),
            "power": g(G.line("M12 3v9M6.3 6.3a8 8 0 1 0 11.4 0")),
            // Shapes
            "circle": g(G.shape(G.circle(12, 12, 9.5)), box: false, slash: true),
            "square": g(G.shape(G.rect(3, 3, 18, 18, 4)), box: false, slash: true),
            "rectangle": g(G.shape(G.rect(2, 5, 20, 14, 3)), box: false, slash: true),
            "capsule": g(G.shape(G.rect(2, 7, 20, 10, 5)), box: false),
            "triangle": g(G.shape("M12 3.5L22 20.5H2z"), box: false),
            "diamond": g(G.shape("M12 2.5l9.5 9.5-9.5 9.5L2.5 12z"), box: false),
            "hexagon": g(G.shape("M12 2.5l8.5 4.8v9.4L12 21.5l-8.5-4.8V7.3z"), box: false),
            "octagon": g(G.shape("M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z"), box: false),
            "seal": g(G.shape(G.starPath(points: 12, outer: 10, inner: 8.2, cy: 12)), box: false),
            "checkmark.seal": g(
                G.shape(G.starPath(points: 12, outer: 10, inner: 8.2, cy: 12)), G.inner("M8 12.3l2.8 2.8L16 9.5"),
                box: false),
            "star": g(G.shape(G.starPath(points: 5, outer: 10, inner: 4.3), color: "yellow"), slash: true),
            "heart": g(
                G.shape("M12 20.5S3 15 3 9.2A4.7 4.7 0 0 1 12 7a4.7 4.7 0 0 1 9 2.2C21 15 12 20.5 12 20.5z", color: "red"),
                slash: true),
            "bolt": g(G.shape("M13.5 2L4.5 13.5h6.5L10 22l9-11.5h-6.5z", color: "yellow"), slash: true),
            "bolt.heart": g(
                G.shape("M12 20.5S3 15 3 9.2A4.7 4.7 0 0 1 12 7a4.7 4.7 0 0 1 9 2.2C21 15 12 20.5 12 20.5z"),
                G.inner("M12.5 9.5l-2.5 4h3l-1 3.5"), box: false),
            "flame": g(
                G.shape("M12 22a7 7 0 0 0 7-7c0-4-2.5-6.5-4-9.5-1 2.3-2.2 3.5-3.5 3.8C11.5 7 10.5 4.5 8.5 2c0 3.5-3.5 6.8-3.5 13a7 7 0 0 0 7 7z", color: "orange")),
            "drop": g(G.shape("M12 2.5s6.5 7.5 6.5 12a6.5 6.5 0 0 1-13 0c0-4.5 6.5-12 6.5-12z", color: "blue")),
            "leaf": g(G.shape("M5 19C4.5 10 10 4.5 20.5 4c.3 10.5-5.2 16-15.5 15z", color: "green"), G.inner("M5 19l8.5-8.5")),
            "sparkles": g(
                G.shape("M10 3l1.9 5.6L17.5 10.5l-5.6 1.9L10 18l-1.9-5.6L2.5 10.5l5.6-1.9z", color: "yellow"),
                G.shape("M18.5 14l.9 2.6 2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9z", .secondary, color: "yellow"),
                box: false),
            "sun.max": g(
                G.shape(G.circle(12, 12, 4.2), color: "yellow"),
                G.line("M12 2v2.5M12 19.5V22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M2 12h2.5M19.5 12H22M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8", color: "yellow")),
            "sun.min": g(
                G.shape(G.circle(12, 12, 3.5), color: "yellow"),
                G.line("M12 5v1.5M12 17.5V19M7 7l1 1M16 16l1 1M5 12h1.5M17.5 12H19M7 17l1-1M16 8l1-1", color: "yellow")),
            "moon": g(G.shape("M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5z")),
            "moon.stars": g(
                G.shape("M17.5 16A8 8 0 1 1 8 5a6.5 6.5 0 0 0 9.5 11z"),
                G.shape("M18 3l.8 2.2 2.2.8-2.2.8L18 9l-.8-2.2L15 6l2.2-.8z", .secondary), box: false),
            "cloud": g(G.shape("M7 19a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9a5 5 0 0 1-.5 10z"), slash: true),
            "cloud.rain": g(
                G.shape("M7 15a4 4 0 0 1-.5-8A5.5 5.5 0 0 1 17.2 6a4.5 4.5 0 0 1-.2 9z"),
                G.line("M8 18l-1 3M12 18l-1 3M16 18l-1 3", .secondary, color: "blue"), box: false),
            "cloud.sun": g(
                G.shape("M9 20a3.8 3.8 0 0 1-.5-7.6 5 5 0 0 1 9.7-1A4.2 4.2 0 0 1 18 20z"),
                G.line("M7 3v1.5M2.5 7.5H4M3.8 4.3l1 1M10.2 4.3l-1 1", .secondary, color: "yellow"),
                G.line("M4.5 10.5a3 3 0 0 1 5-3.5", .secondary, color: "yellow"), box: false),
            "cloud.bolt": g(
                G.shape("M7 15a4 4 0 0 1-.5-8A5.5 5.5 0 0 1 17.2 6a4.5 4.5 0 0 1-.2 9z"),
                G.shape("M12.5 14l-3 4.5h3l-1 3.5 3.5-5h-3z", .secondary, color: "yellow"), box: false),
            "cloud.snow": g(
                G.shape("M7 15a4 4 0 0 1-.5-8A5.5 5.5 0 0 1 17.2 6a4.5 4.5 0 0 1-.2 9z"),
                G.dot(8, 19, 1.2, .secondary), G.dot(12, 21, 1.2, .secondary), G.dot(16, 19, 1.2, .secondary), box: false),
            "snowflake": g(G.line("M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9.5 3.5L12 6l2.5-2.5M9.5 20.5L12 18l2.5 2.5")),
            "wind": g(G.line("M3 8h10.5a2.8 2.8 0 1 0-2.8-2.8M3 12.5h15a3 3 0 1 1-3 3M3 16.5h7")),
            "umbrella": g(G.shape("M12 3a9.5 9.5 0 0 1 9.5 9.5h-19A9.5 9.5 0 0 1 12 3z"), G.line("M12 12.5V19a2 2 0 0 0 4 0")),
            "thermometer": g(G.shape("M10 14.2V5a2 2 0 0 1 4 0v9.2a4.2 4.2 0 1 1-4 0z"), box: false),
            "thermometer.medium": g(G.shape("M10 14.2V5a2 2 0 0 1 4 0v9.2a4.2 4.2 0 1 1-4 0z"), G.inner("M12 10v7"), box: false),
            // People and communication
            "person": g(G.shape(G.circle(12, 7.5, 4)), G.shape("M4 21a8 7.5 0 0 1 16 0z"), slash: true),
            "person.2": g(
                G.shape(G.circle(9, 8, 3.5)), G.shape("M2 20a7 6.5 0 0 1 14 0z"),
                G.shape(G.circle(17, 7, 3), .secondary), G.line("M17.5 13a6 6 0 0 1 5 6.5", .secondary), box: false,
                slash: true),
            "person.3": g(
                G.shape(G.circle(12, 7.5, 3.2)), G.shape("M6 20a6 6 0 0 1 12 0z"),
                G.shape(G.circle(5, 9, 2.3), .secondary), G.shape(G.circle(19, 9, 2.3), .secondary),
                G.line("M1.5 18a4 4 0 0 1 3.5-4M22.5 18a4 4 0 0 0-3.5-4", .secondary), box: false),
            "person.badge.plus": g(
                G.shape(G.circle(10, 7.5, 4)), G.shape("M2 21a8 7.5 0 0 1 15 0z"),
                G.line("M19 7v6M16 10h6", .secondary), box: false),
            "person.crop.circle": g(
                G.shape(G.circle(12, 12, 9.5), .secondary), G.hole(G.circle(12, 9.5, 3.3)),
                G.inner("M6.3 18.3a7 7 0 0 1 11.4 0"), box: false),
            "person.crop.square": g(
                G.shape(G.rect(3, 3, 18, 18, 4), .secondary), G.hole(G.circle(12, 9.5, 3.3)),
                G.inner("M6.5 18.5a6.5 6.5 0 0 1 11 0"), box: false),
            "figure.walk": g(G.dot(13, 4, 2), G.line("M9 21l3-7 3 3v4M12 14l1-6-4 2-1 4M13 8l3 3 3 1")),
            "hand.thumbsup": g(G.shape("M7 11v9H3.5v-9zM7 11l4-8a2 2 0 0 1 2.2 2.4L12.5 9H19a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 20H7z"), box: false),
            "hand.thumbsdown": g(G.shape("M7 13V4H3.5v9zM7 13l4 8a2 2 0 0 0 2.2-2.4L12.5 15H19a2 2 0 0 0 2-2.3l-1.3-7A2 2 0 0 0 17.7 4H7z"), box: false),
            "hand.raised": g(G.shape("M8 13V5.5a1.5 1.5 0 0 1 3 0V11V4a1.5 1.5 0 0 1 3 0v7V5.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7 6 6 0 0 1-5-2.7L3.5 14a1.5 1.5 0 0 1 2.4-1.8L8 14.5z"), box: false, slash: true),
            "face.smiling": g(G.shape(G.circle(12, 12, 9.5)), G.inner("M8 14.5a5 5 0 0 0 8 0"), G.dot(9, 9.5, 1.2), G.dot(15, 9.5, 1.2), box: false),
            "bubble.left": g(G.shape("M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z")),
            "bubble.right": g(G.shape("M20 4H4a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h11l5 4v-4a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1z")),
            "message": g(G.shape("M12 3.5c5 0 9 3.4 9 7.5s-4 7.5-9 7.5a10 10 0 0 1-3-.4L4 20.5l1.5-4A7 7 0 0 1 3 11c0-4.1 4-7.5 9-7.5z")),
            "bubble.left.and.bubble.right": g(
                G.shape("M3 3h11a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H7l-4 3z"),
                G.shape("M18 8h2a1 1 0 0 1 1 1v11l-4-3h-6a1 1 0 0 1-1-1v-2", .secondary), box: false),
            "quote.bubble": g(G.shape("M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"), G.inner("M9 8v3M14 8v3")),
            "envelope": g(G.shape(G.rect(2.5, 5, 19, 14, 2)), G.inner("M3 7l9 6.5L21 7")),
            "envelope.open": g(G.shape("M3 10l9-6 9 6v10H3z"), G.inner("M3 10l9 6 9-6"), box: false),
            "phone": g(G.shape("M5 3h3.5l2 5-2.5 1.7a11 11 0 0 0 6.3 6.3L16 13.5l5 2V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z"), slash: true),
            "video": g(G.shape(G.rect(2, 6, 13.5, 12, 2.5)), G.shape("M15.5 10.5L22 6.5v11l-6.5-4z"), slash: true),
            "mic": g(G.shape(G.rect(9, 2.5, 6, 12, 3)), G.line("M5 11a7 7 0 0 0 14 0M12 18v3.5"), slash: true),
            "bell": g(G.shape("M6 16.5V11a6 6 0 0 1 12 0v5.5l2 2H4z"), G.line("M10 21h4"), slash: true),
            "bell.badge": g(
                G.shape("M6 16.5V11a6 6 0 0 1 9-5.2"), G.line("M18 11v5.5l2 2H4l2-2M10 21h4"),
                G.dot(18.5, 5.5, 3, .secondary, color: "red"), box: false),
            "paperplane": g(G.shape("M21.5 2.5L2.5 10l7.5 3.5 3.5 7.5z"), G.inner("M10 13.5l11.5-11")),
            "square.and.arrow.up": g(G.line("M8 9.5H6.5V21h11V9.5H16M12 15V3M8 6.5l4-4 4 4"), box: false),
            "square.and.arrow.down": g(G.line("M8 9.5H6.5V21h11V9.5H16M12 3v11.5M8 10.5l4 4 4-4"), box: false),
            "square.and.pencil": g(G.line("M11 4H4.5v15.5H20V13"), G.shape("M17.5 3l3.5 3.5-8.5 8.5-4.5 1 1-4.5z"), box: false),
            "link": g(G.line("M10 14a4 4 0 0 0 5.7 0l3.5-3.5a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3.5 3.5a4 4 0 0 0 5.7 5.7l1.2-1.2")),
            "antenna.radiowaves.left.and.right": g(
                G.dot(12, 11, 2), G.line("M12 13v8M8.5 7.5a5 5 0 0 0 0 7M15.5 7.5a5 5 0 0 1 0 7M5.5 4.5a9 9 0 0 0 0 13M18.5 4.5a9 9 0 0 1 0 13"), box: false),
            "wifi": g(
                G.line("M2 9a14.5 14.5 0 0 1 20 0M5.5 12.5a9.5 9.5 0 0 1 13 0M9 16a4.5 4.5 0 0 1 6 0"), G.dot(12, 19.5, 1.5),
                box: false, slash: true),
            "globe": g(G.shape(G.circle(12, 12, 9.5)), G.inner("M2.5 12h19M12 2.5c-5 5-5 14 0 19M12 2.5c5 5 5 14 0 19")),
            "network": g(G.shape(G.circle(12, 12, 9.5)), G.inner("M2.5 12h19M12 2.5c-5 5-5 14 0 19M12 2.5c5 5 5 14 0 19M4.5 7h15M4.5 17h15")),
            "location": g(G.shape("M21.5 2.5L2.5 10.5l8.5 2.5 2.5 8.5z"), slash: true),
            "location.north": g(G.shape("M12 2.5l7 18-7-4.5-7 4.5z")),
            "mappin": g(G.shape("M12 22s7-7 7-12.5a7 7 0 0 0-14 0C5 15 12 22 12 22z", color: "red"), G.hole(G.circle(12, 9.5, 2.5))),
            "mappin.and.ellipse": g(
                G.shape("M12 17s5.5-5.5 5.5-9.5a5.5 5.5 0 0 0-11 0C6.5 11.5 12 17 12 17z", color: "red"),
                G.hole(G.circle(12, 7.5, 2)), G.line("M7 17.5c-2.3.5-4 1.3-4 2.2C3 21 7 22 12 22s9-1 9-2.3c0-.9-1.7-1.7-4-2.2", .secondary),
                box: false),
            "map": g(G.shape("M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z"), G.inner("M9 3v15M15 6v15")),
            "house": g(G.shape("M3 11l9-8 9 8v10h-6v-6h-6v6H3z")),
            "building.2": g(G.shape("M3 21V8l7-4v17zM10 21V10l8-3v14z"), G.line("M2 21h20"), box: false),
            "building.columns": g(G.shape("M2.5 8L12 3l9.5 5z"), G.line("M5 11v7M9.5 11v7M14.5 11v7M19 11v7M3 21h18M4 18.5h16")),
            "car": g(G.shape("M3 12l2-6h14l2 6v6H3z"), G.hole(G.circle(7, 15, 1.5)), G.hole(G.circle(17, 15, 1.5)), G.line("M5 18v3M19 18v3")),
            "airplane": g(G.shape("M12 2c1 0 1.5 1 1.5 2v5.2l8 4.8v2.2l-8-2.5v4.7l2 1.6v1.8l-3.5-1-3.5 1v-1.8l2-1.6v-4.7l-8 2.5V14l8-4.8V4c0-1 .5-2 1.5-2z")),
            "bicycle": g(G.line("M5.5 17.5a3.5 3.5 0 1 0 0-.01M18.5 17.5a3.5 3.5 0 1 0 0-.01M5.5 17.5L9 9h6l3.5 8.5M12 17.5L9 9M8 6h3M15 9l-1.5-3H16")),
            "cart": g(G.shape("M2.5 3.5h2.7L7.7 15h10.8l2.2-8.5H6"), G.dot(9, 19.5, 1.7), G.dot(17, 19.5, 1.7), slash: false),
            "bag": g(G.shape("M4.5 8h15l-1.2 13H5.7z"), G.line("M9 10V6.5a3 3 0 0 1 6 0V10")),
            "basket": g(G.shape("M2.5 10h19l-2 10.5h-15z"), G.line("M7 10l4-6M17 10l-4-6"), G.inner("M9 13.5v4M15 13.5v4")),
            "creditcard": g(G.shape(G.rect(2, 5, 20, 14, 2.5)), G.inner("M2 10h20M6 15h4")),
            "giftcard": g(G.shape(G.rect(2, 5, 20, 14, 2.5)), G.inner("M2 11h20M9 5v14")),
            "gift": g(G.shape(G.rect(3, 8, 18, 4, 1)), G.shape("M4.5 12h15v9h-15z"), G.inner("M12 8v13"), G.line("M12 8C10.5 4 6.5 4 6.5 6.2S12 8 12 8zM12 8c1.5-4 5.5-4 5.5-1.8S12 8 12 8z")),
            "tag": g(G.shape("M3 12.5V4a1 1 0 0 1 1-1h8.5l9 9-9.5 9.5z"), G.hole(G.circle(7.5, 7.5, 1.6)), slash: true),
            "dollarsign": g(G.line("M12 2v20M17 6H9.8a3.3 3.3 0 0 0 0 6.6h4.4a3.3 3.3 0 0 1 0 6.6H6")),
            "eurosign": g(G.line("M18 6.5A7 7 0 1 0 18 17.5M4 10h10M4 14h10")),
            "percent": g(G.line("M19 5L5 19"), G.hole(G.circle(7, 7, 2.5)), G.hole(G.circle(17, 17, 2.5))),
            "chart.bar": g(G.shape(G.rect(3.5, 12, 4, 8.5, 1)), G.shape(G.rect(10, 4, 4, 16.5, 1)), G.shape(G.rect(16.5, 8.5, 4, 12, 1)), box: false),
            "chart.pie": g(G.shape("M11 3.5a8.5 8.5 0 1 0 9.5 9.5H11z"), G.shape("M14 2.5a7.5 7.5 0 0 1 7.5 7.5H14z", .secondary), box: false),
            "chart.line.uptrend.xyaxis": g(G.line("M3 3v18h18M7 15l4-4 3 3 6-7"), box: false),
            // Objects
            "gearshape": g(G.shape(G.gearPath(teeth: 8, outer: 10.5, inner: 7.8)), G.hole(G.circle(12, 12, 3))),
            "gear": g(G.shape(G.gearPath(teeth: 10, outer: 10.5, inner: 8)), G.hole(G.circle(12, 12, 3.5))),
            "gearshape.2": g(
                G.shape(G.gearPath(teeth: 8, outer: 8, inner: 6)), G.hole(G.circle(12, 12, 2.3)), box: false),
            "wrench": g(G.shape("M14.5 3.5a5 5 0 0 0-4.6 6.9L3.5 16.8a2 2 0 0 0 2.8 2.8l6.4-6.4A5 5 0 0 0 20 8.7l-3 3-3-.7-.7-3 3-3a5 5 0 0 0-1.8-.5z")),
            "hammer": g(G.shape("M12.5 3.5l6 2-1 3-2-.5-2 2-2.5-2.5 1.5-1.5z"), G.line("M10.5 8.5L3.5 18a1.8 1.8 0 0 0 2.5 2.5l8-7")),
            "wrench.and.screwdriver": g(G.line("M14.5 4a4.5 4.5 0 0 0-4 6.2L4 16.5a2 2 0 0 0 2.8 2.8l6.3-6.3A4.5 4.5 0 0 0 20 8l-3 2.5-2.5-.8-.7-2.7 2.8-2.8M13 14l5.5 5.5a1.5 1.5 0 0 0 2-2L15 12"), box: false),
            "trash": g(G.shape("M5.5 6.5h13l-1 14.5h-11z"), G.line("M3.5 6.5h17M9 6.5V3.5h6v3"), G.inner("M10 10v7.5M14 10v7.5"), slash: true),
            "pencil": g(G.shape("M4 20l1.2-5L15.5 4.7a2.3 2.3 0 0 1 3.3 3.3L8.5 18.3z"), G.inner("M14 6.5l3.5 3.5"), slash: true),
            "pencil.line": g(G.shape("M4 17.5l1-4L14.5 4a2.1 2.1 0 0 1 3 3L8 16.5z"), G.line("M3 21h18"), box: false),
            "scissors": g(G.line("M8.5 8L20 18.5M8.5 16L20 5.5"), G.hole(G.circle(6, 6, 3)), G.hole(G.circle(6, 18, 3))),
            "paperclip": g(G.line("M20 11.5l-8.4 8.4a5 5 0 0 1-7-7l9-9a3.3 3.3 0 0 1 4.7 4.7l-8.8 8.8a1.7 1.7 0 0 1-2.4-2.4l8-8")),
            "folder": g(G.shape("M2.5 6.5A1.5 1.5 0 0 1 4 5h5.5l2 2.5H20a1.5 1.5 0 0 1 1.5 1.5v9.5A1.5 1.5 0 0 1 20 20H4a1.5 1.5 0 0 1-1.5-1.5z")),
            "folder.badge.plus": g(G.shape("M2.5 6.5A1.5 1.5 0 0 1 4 5h5.5l2 2.5H15M21.5 13v5.5A1.5 1.5 0 0 1 20 20H4a1.5 1.5 0 0 1-1.5-1.5z"), G.line("M19 3v6M16 6h6", .secondary), box: false),
            "doc": g(G.shape("M6 2.5h8.5L19.5 7.5V21.5H6z"), G.line("M14 2.5v5.5h5.5")),
            "doc.text": g(G.shape("M6 2.5h8.5L19.5 7.5V21.5H6z"), G.line("M14 2.5v5.5h5.5"), G.inner("M9 12h7.5M9 15h7.5M9 18h4.5")),
            "doc.on.doc": g(G.shape("M9 6.5h7.5l4 4V22H9z"), G.line("M6 17.5H4V2h8.5l2 2", .secondary), box: false),
            "doc.richtext": g(G.shape("M6 2.5h8.5L19.5 7.5V21.5H6z"), G.line("M14 2.5v5.5h5.5"), G.inner("M9 17l2.5-3 2 2 1.5-1.5 1.5 2.5")),
            "doc.plaintext": g(G.shape("M6 2.5h12.5V21.5H6z"), G.inner("M9 7.5h7M9 11h7M9 14.5h7M9 18h4")),
            "book": g(G.shape("M4 5a2 2 0 0 1 2-2h14v15.5H6a2 2 0 0 0-2 2z"), G.line("M4 20.5a2 2 0 0 1 2-2h14V21H6a1 1 0 0 1-2-.5")),
            "book.closed": g(G.shape("M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5z"), G.line("M5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3M9 3v15")),
            "books.vertical": g(G.shape(G.rect(3, 4, 4, 17, 1)), G.shape(G.rect(8.5, 4, 4, 17, 1)), G.shape("M14 5.5l3.8-1 3.7 15.5-3.8 1z", .secondary), box: false),
            "bookmark": g(G.shape("M6 3h12v18.5l-6-4.3-6 4.3z"), slash: true),
            "newspaper": g(G.shape("M4 4h13v15.5a1.5 1.5 0 0 0 3 0V8h-3"), G.inner("M7 8h7M7 11.5h7M7 15h4")),
            "archivebox": g(G.shape(G.rect(2.5, 4, 19, 5, 1)), G.shape("M4 9h16v11.5H4z"), G.inner("M10 13h4")),
            "tray": g(G.shape("M2.5 13.5L5.5 5h13l3 8.5V19a1 1 0 0 1-1 1h-17a1 1 0 0 1-1-1z"), G.inner("M2.5 13.5h5.5l1.5 2.5h5l1.5-2.5h5.5")),
            "tray.and.arrow.down": g(G.line("M3 14v5.5h18V14M12 3v11M8 10l4 4 4-4"), box: false),
            "externaldrive": g(G.shape(G.rect(2.5, 8, 19, 9, 2)), G.dot(17.5, 12.5, 1.2), box: false),
            "internaldrive": g(G.shape(G.rect(2.5, 8, 19, 9, 2)), G.dot(6.5, 12.5, 1.2), box: false),
            "lock": g(G.shape(G.rect(4.5, 10.5, 15, 11, 2)), G.line("M8 10.5V7a4 4 0 0 1 8 0v3.5"), slash: true),
            "lock.open": g(G.shape(G.rect(4.5, 10.5, 15, 11, 2)), G.line("M8 10.5V7a4 4 0 0 1 7.8-1.3")),
            "lock.shield": g(G.shape("M12 2.5l8 3v6.5c0 5-3.5 8.5-8 9.5-4.5-1-8-4.5-8-9.5V5.5z"), G.inner("M9.5 12.5h5v4h-5zM10.5 12.5v-1.5a1.5 1.5 0 0 1 3 0v1.5"), box: false),
            "key": g(G.line("M11 12.5l9-9M17 6.5l3 3M14.5 9l2 2"), G.hole(G.circle(7.5, 16, 4.5))),
            "shield": g(G.shape("M12 2.5l8 3v6.5c0 5-3.5 8.5-8 9.5-4.5-1-8-4.5-8-9.5V5.5z"), slash: true),
            "checkmark.shield": g(G.shape("M12 2.5l8 3v6.5c0 5-3.5 8.5-8 9.5-4.5-1-8-4.5-8-9.5V5.5z"), G.inner("M8.5 12l2.5 2.5 4.5-4.5"), box: false),
            "eye": g(G.shape("M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z"), G.hole(G.circle(12, 12, 3.2)), slash: true),
            "magnifyingglass": g(G.line("M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM15.5 15.5L21 21")),
            "plus.magnifyingglass": g(G.line("M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6"), box: false),
            "minus.magnifyingglass": g(G.line("M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM15.5 15.5L21 21M7.5 10.5h6"), box: false),
            "camera": g(G.shape("M2.5 8.5A1.5 1.5 0 0 1 4 7h3l2-3h6l2 3h3a1.5 1.5 0 0 1 1.5 1.5V19a1 1 0 0 1-1 1h-17a1 1 0 0 1-1-1z"), G.hole(G.circle(12, 13, 3.8))),
            "photo": g(G.shape(G.rect(2.5, 4, 19, 16, 2)), G.hole(G.circle(8, 9, 1.8)), G.inner("M3 17.5l5-5 4 4 3-3 6 6")),
            "photo.on.rectangle": g(G.shape(G.rect(6, 7, 16, 13, 2)), G.inner("M6.5 17l4-4 3 3 2.5-2.5 5.5 5.5"), G.line("M3 16V5a1 1 0 0 1 1-1h14", .secondary), box: false),
            "film": g(G.shape(G.rect(3, 3, 18, 18, 2)), G.inner("M7.5 3v18M16.5 3v18M3 8h4.5M3 12h18M3 16h4.5M16.5 8H21M16.5 16H21")),
            "tv": g(G.shape(G.rect(2, 4.5, 20, 13, 2)), G.line("M8 21h8")),
            "desktopcomputer": g(G.shape(G.rect(2, 3.5, 20, 13.5, 2)), G.line("M12 17v4M8 21h8"), box: false),
            "laptopcomputer": g(G.shape(G.rect(4.5, 5, 15, 10.5, 1.5)), G.line("M2 19h20"), box: false),
            "iphone": g(G.shape(G.rect(6.5, 2, 11, 20, 2.5)), G.inner("M10.5 18.5h3"), box: false),
            "ipad": g(G.shape(G.rect(4, 2.5, 16, 19, 2.5)), G.inner("M10.5 18.5h3"), box: false),
            "applewatch": g(G.shape(G.rect(6.5, 5.5, 11, 13, 3)), G.line("M8.5 5.5L9 2.5h6l.5 3M8.5 18.5l.5 3h6l.5-3"), box: false),
            "keyboard": g(G.shape(G.rect(2, 6, 20, 12, 2)), G.inner("M6 10h1M10 10h1M14 10h1M18 10h1M8 14h8")),
            "printer": g(G.shape(G.rect(2.5, 9, 19, 8, 2)), G.line("M7 9V3.5h10V9M7 14.5h10V21H7z"), box: false),
            "headphones": g(G.line("M3 17v-4.5a9 9 0 0 1 18 0V17"), G.shape(G.rect(3, 14, 4, 7, 1.5)), G.shape(G.rect(17, 14, 4, 7, 1.5))),
            "music.note": g(G.line("M9.5 18V5l10-2v13"), G.dot(7, 18, 2.6), G.dot(17, 16, 2.6)),
            "music.note.list": g(G.line("M3 6h10M3 10.5h10M3 15h6M17.5 17.5V4l4-1"), G.dot(15, 17.5, 2.5), box: false),
            "speaker": g(G.shape("M3.5 9h4l5.5-4.5v15L7.5 15h-4z"), slash: true),
            "speaker.wave.1": g(G.shape("M3.5 9h4l5.5-4.5v15L7.5 15h-4z"), G.line("M16 9.5a3.5 3.5 0 0 1 0 5"), box: false),
            "speaker.wave.2": g(G.shape("M3.5 9h4l5.5-4.5v15L7.5 15h-4z"), G.line("M16 9.5a3.5 3.5 0 0 1 0 5M18.5 7a7 7 0 0 1 0 10", .secondary), box: false),
            "speaker.wave.3": g(G.shape("M2.5 9h3.5l5-4.5v15L6 15H2.5z"), G.line("M14 9.5a3.5 3.5 0 0 1 0 5M16.5 7.5a6.5 6.5 0 0 1 0 9M19 5a10 10 0 0 1 0 14", .secondary), box: false),
            "play": g(G.shape("M7 4.5l13 7.5-13 7.5z"), slash: true),
            "pause": g(G.shape(G.rect(6, 4.5, 4, 15, 1)), G.shape(G.rect(14, 4.5, 4, 15, 1))),
            "stop": g(G.shape(G.rect(5, 5, 14, 14, 2))),
            "record.circle": g(G.line("M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19z"), G.dot(12, 12, 5, color: "red"), box: false),
            "forward": g(G.shape("M2.5 6.5L11 12l-8.5 5.5zM12 6.5l8.5 5.5-8.5 5.5z")),
            "backward": g(G.shape("M21.5 6.5L13 12l8.5 5.5zM12 6.5L3.5 12l8.5 5.5z")),
            "forward.end": g(G.shape("M5 5l10.5 7L5 19z"), G.line("M18.5 5v14")),
            "backward.end": g(G.shape("M19 5L8.5 12 19 19z"), G.line("M5.5 5v14")),
            "shuffle": g(G.line("M3 7h3.5c5 0 6 10 11 10H21M3 17h3.5c2 0 3.3-1.6 4.3-3.5M13.2 9.5c1-1.5 2.3-2.5 4.3-2.5H21M18 4l3 3-3 3M18 14l3 3-3 3")),
            "repeat": g(G.line("M4 11V9a2 2 0 0 1 2-2h13M16 4l3 3-3 3M20 13v2a2 2 0 0 1-2 2H5M8 20l-3-3 3-3")),
            "timer": g(G.shape(G.circle(12, 13.5, 8)), G.inner("M12 13.5V9.5"), G.line("M10 2.5h4")),
            "stopwatch": g(G.shape(G.circle(12, 13.5, 8)), G.inner("M12 13.5l3-3"), G.line("M10 2.5h4M12 2.5v3")),
            "alarm": g(G.shape(G.circle(12, 13, 8)), G.inner("M12 9v4l2.5 2.5"), G.line("M3.5 5.5l3-2.5M20.5 5.5l-3-2.5")),
            "clock": g(G.shape(G.circle(12, 12, 9.5)), G.inner("M12 6.5V12l3.5 3.5")),
            "hourglass": g(G.line("M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9")),
            "calendar": g(G.shape(G.rect(3, 5, 18, 16.5, 2)), G.inner("M3 10h18"), G.line("M8 2.5v4M16 2.5v4")),
            "calendar.badge.plus": g(G.line("M13 21.5H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5M3 10h18M8 2.5v4M16 2.5v4"), G.line("M18.5 15v6M15.5 18h6", .secondary), box: false),
            "lightbulb": g(G.shape("M12 2.5a6.5 6.5 0 0 0-4 11.6c.7.6 1 1.4 1 2.4h6c0-1 .3-1.8 1-2.4A6.5 6.5 0 0 0 12 2.5z", color: "yellow"), G.line("M9 19h6M10 21.5h4"), slash: true),
            "pin": g(G.shape("M9 2.5h6l-1 6 3.5 3.5h-11L10 8.5z"), G.line("M12 12v9.5"), slash: true),
            "flag": g(G.shape("M5.5 3.5h12.5l-2.5 4.5 2.5 4.5H5.5z", color: "red"), G.line("M5.5 21.5v-18"), slash: true),
            "flag.checkered": g(G.line("M5.5 21.5v-18h13v9h-13"), G.inner("M9 3.5v9M12.5 3.5v9M16 3.5v9M5.5 8h13"), box: false),
            "trophy": g(G.shape("M7 3.5h10v5.5a5 5 0 0 1-10 0z", color: "yellow"), G.line("M7 5.5H4v1a3.5 3.5 0 0 0 3.5 3.5M17 5.5h3v1a3.5 3.5 0 0 1-3.5 3.5M12 14v4M8 21h8M9 18h6")),
            "medal": g(G.line("M8 2.5l2.5 7M16 2.5l-2.5 7", .secondary), G.shape(G.circle(12, 15, 6), color: "yellow"), box: false),
            "crown": g(G.shape("M3 7.5l4.5 4.5L12 4.5l4.5 7.5L21 7.5 19.5 18h-15z", color: "yellow"), box: false),
            "target": g(G.line("M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"), G.dot(12, 12, 1.5), box: false),
            "scope": g(G.line("M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 1.5v5M12 17.5v5M1.5 12h5M17.5 12h5"), box: false),
            "gamecontroller": g(G.shape("M7 7h10a5 5 0 0 1 4.8 6.3l-1 3.7a2.5 2.5 0 0 1-4.3 1L14.5 16h-5l-2 2a2.5 2.5 0 0 1-4.3-1l-1-3.7A5 5 0 0 1 7 7z"), G.inner("M7.5 10v4M5.5 12h4"), G.dot(16, 11, 1), G.dot(18, 13, 1)),
            "puzzlepiece": g(G.shape("M4 8h4a2.5 2.5 0 1 1 5 0h4v4a2.5 2.5 0 1 1 0 5v4H4v-4a2.5 2.5 0 1 0 0-5z")),
            "paintbrush": g(G.shape("M19.5 3L11 12.5l1.5 1.5 9-8.5a2 2 0 0 0-2-2.5z"), G.shape("M10 13.5a3 3 0 0 0-4 2.5c0 2-1.5 3-3 3.5 3 1.5 8 1 8.5-2.5a3 3 0 0 0-1.5-3.5z", .secondary), box: false),
            "paintpalette": g(G.shape("M12 2.5a9.5 9.5 0 0 0 0 19c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2.5a4.5 4.5 0 0 0 4-4.5c0-4.7-4.2-8.5-9.5-8.5z"), G.hole(G.circle(7.5, 11, 1.3)), G.hole(G.circle(10, 6.8, 1.3)), G.hole(G.circle(15, 6.8, 1.3))),
            "wand.and.stars": g(G.line("M3 21L15 9M13 7l4 4"), G.shape("M18 2.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7zM8 3l.5 1.3 1.3.5-1.3.5L8 6.6l-.5-1.3-1.3-.5 1.3-.5zM20 11l.5 1.3 1.3.5-1.3.5L20 14.6l-.5-1.3-1.3-.5 1.3-.5z", .secondary, color: "yellow"), box: false),
            "cup.and.saucer": g(G.shape("M5 8h12v5a6 6 0 0 1-12 0z"), G.line("M17 9.5h1.5a2.5 2.5 0 0 1 0 5H16.5M3 21h16"), box: false),
            "fork.knife": g(G.line("M7 2.5v19M4.5 2.5v5a2.5 2.5 0 0 0 5 0v-5M17 21.5v-19c-2.5 1.5-3.5 5-3.5 9H17"), box: false),
            "cart.badge.plus": g(G.line("M2.5 3.5h2.7L7.7 15h10.8l1.2-4.5"), G.dot(9, 19.5, 1.7), G.dot(17, 19.5, 1.7), G.line("M17 2.5v6M14 5.5h6", .secondary), box: false),
            "shippingbox": g(G.shape("M12 2.5l9 4.5v10l-9 4.5-9-4.5V7z"), G.inner("M3 7l9 4.5L21 7M12 11.5v10")),
            "cube": g(G.shape("M12 2.5l9 4.5v10l-9 4.5-9-4.5V7z"), G.inner("M3 7l9 4.5L21 7M12 11.5v10")),
            "square.grid.2x2": g(G.shape(G.rect(3, 3, 7.5, 7.5, 1.5)), G.shape(G.rect(13.5, 3, 7.5, 7.5, 1.5)), G.shape(G.rect(3, 13.5, 7.5, 7.5, 1.5)), G.shape(G.rect(13.5, 13.5, 7.5, 7.5, 1.5)), box: false),
            "square.grid.3x3": g(
                G.shape(G.rect(3, 3, 4.7, 4.7, 1)), G.shape(G.rect(9.65, 3, 4.7, 4.7, 1)), G.shape(G.rect(16.3, 3, 4.7, 4.7, 1)),
                G.shape(G.rect(3, 9.65, 4.7, 4.7, 1)), G.shape(G.rect(9.65, 9.65, 4.7, 4.7, 1)), G.shape(G.rect(16.3, 9.65, 4.7, 4.7, 1)),
                G.shape(G.rect(3, 16.3, 4.7, 4.7, 1)), G.shape(G.rect(9.65, 16.3, 4.7, 4.7, 1)), G.shape(G.rect(16.3, 16.3, 4.7, 4.7, 1)), box: false),
            "rectangle.grid.1x2": g(G.shape(G.rect(3, 3, 18, 7.5, 1.5)), G.shape(G.rect(3, 13.5, 18, 7.5, 1.5)), box: false),
            "square.stack": g(G.shape(G.rect(3, 7, 14, 14, 2)), G.line("M7 4.5V4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-.5", .secondary), box: false),
            "rectangle.stack": g(G.shape(G.rect(2.5, 9, 19, 12, 2)), G.line("M5 6h14M7.5 3h9", .secondary), box: false),
            "square.on.square": g(G.shape(G.rect(8, 8, 13, 13, 2)), G.line("M16 5V4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h1", .secondary), box: false),
            "rectangle.portrait.and.arrow.right": g(G.line("M10 3.5H5v17h5M14 8l4 4-4 4M18 12H9"), box: false),
            "ant": g(G.shape(G.circle(12, 6.5, 2.5)), G.shape(G.circle(12, 11.5, 2.5)), G.shape("M12 14.5c2.5 0 3.5 2 3.5 3.5S14 21.5 12 21.5 8.5 20 8.5 18s1-3.5 3.5-3.5z"), G.line("M9.5 11.5L5 9.5M14.5 11.5l4.5-2M9.5 13.5L5 16M14.5 13.5L19 16M10.5 4.5L9 2M13.5 4.5L15 2"), box: false),
            "hare": g(G.shape("M5 18.5c0-4 3-6.5 7-6.5 2.5 0 3.5-1 4-3l.5-5.5c1 0 2 2 1.5 5l2.5 2.5c.5 1-.5 2-2 2-1 2-1.5 3.5-1 5.5H7a2 2 0 0 1-2-2z"), box: false),
            "tortoise": g(G.shape("M4 16a7 6 0 0 1 14 0z"), G.line("M18 16h2.5a1.5 1.5 0 0 0 0-3H18M6 16v3M16 16v3"), box: false),
            "pawprint": g(G.shape("M12 12.5c3 0 5 3.5 5 5.5s-2 2.5-5 2.5-5-.5-5-2.5 2-5.5 5-5.5z"), G.dot(5.5, 10, 2), G.dot(18.5, 10, 2), G.dot(9, 5.5, 2), G.dot(15, 5.5, 2)),
            "brain": g(G.shape("M12 4.5a3 3 0 0 0-5.5 1.5A3.5 3.5 0 0 0 4 12a3.5 3.5 0 0 0 3 5.5 3 3 0 0 0 5 1.5 3 3 0 0 0 5-1.5 3.5 3.5 0 0 0 3-5.5A3.5 3.5 0 0 0 17.5 6 3 3 0 0 0 12 4.5z"), G.inner("M12 4.5V19")),
            "heart.text.square": g(G.line("M7 8h10M7 12h10M7 16h6"), box: false),
            "bed.double": g(G.line("M2.5 19.5V5M2.5 14.5h19v5M21.5 14.5V11a2 2 0 0 0-2-2H11v5.5"), G.dot(7, 11.5, 2)),
            "figure.run": g(G.dot(15, 4, 2), G.line("M5 20l4-2 2-4 3 2v5M8 10l3-2.5h3.5l2 4H20M11 14l1.5-6.5"), box: false),
            "dumbbell": g(G.line("M7 12h10M2.5 10v4M21.5 10v4"), G.shape(G.rect(4.5, 7, 3, 10, 1)), G.shape(G.rect(16.5, 7, 3, 10, 1)), box: false),
            "waveform": g(G.line("M3 10v4M7 6v12M11 3v18M15 7v10M19 9.5v5"), box: false),
            "waveform.path.ecg": g(G.line("M2 12h4.5l2.5-7 4 14 3-7H22"), box: false),
            "qrcode": g(G.shape(G.rect(3, 3, 7, 7, 1)), G.shape(G.rect(14, 3, 7, 7, 1)), G.shape(G.rect(3, 14, 7, 7, 1)), G.line("M14 14h3v3M21 14v0M14 21h7v-4"), box: false),
            "barcode": g(G.line("M3.5 5v14M7 5v14M10 5v14M14 5v14M16.5 5v14M20.5 5v14", width: 1.5), box: false),
            "textformat": g(G.line("M3 18l5-12 5 12M4.8 14h6.4M15 13.5a2.8 2.8 0 1 0 5.6 0v-1.5a2.8 2.8 0 1 0-5.6 0zM20.6 10v8"), box: false),
            "bold": g(G.line("M7 4h6.5a4 4 0 0 1 0 8H7zM7 12h7.5a4 4 0 0 1 0 8H7z", width: 2.5), box: false),
            "italic": g(G.line("M10 4h8M6 20h8M15 4L9 20"), box: false),
            "underline": g(G.line("M7 4v7a5 5 0 0 0 10 0V4M5 21h14"), box: false),
            "textformat.size": g(G.line("M9 6V4h12v2M15 4v16M3 12V10h8v2M7 10v10"), box: false),
            "character": g(G.line("M5 20l7-16 7 16M7.5 14h9"), box: false),
            "cursorarrow": g(G.shape("M5 3l14 9.5-6.5 1.3L9 20.5z"), box: false),
            "hand.tap": g(G.line("M9 11V5.5a1.5 1.5 0 0 1 3 0V11l5 1a2 2 0 0 1 1.6 2.3L17.5 21h-7l-4-5a1.5 1.5 0 0 1 2.5-1.5L9 15"), box: false),
            "icloud": g(G.shape("M7 19a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9a5 5 0 0 1-.5 10z"), slash: true),
            "icloud.and.arrow.up": g(G.line("M7 19a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9a5 5 0 0 1-.5 10M12 20v-8M9 15l3-3 3 3"), box: false),
            "icloud.and.arrow.down": g(G.line("M7 19a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9a5 5 0 0 1-.5 10M12 11v9M9 17l3 3 3-3"), box: false),
            "arrow.down.doc": g(G.shape("M6 2.5h8.5L19.5 7.5V21.5H6z"), G.inner("M12.5 9.5v8M9.5 14.5l3 3 3-3"), box: false),
            "signature": g(G.line("M3 17c3-6 5-11 6-11 2 0-3 12-1 12s3-5 4-5 0 4 2 4 2-2 5-2M3 21h18"), box: false),
            "crop": g(G.line("M6 2.5V18h15.5M2.5 6H18v15.5"), box: false),
            "rotate.right": g(G.line("M13 3.5a8 8 0 0 1 7 8M20 6.5v5h-5"), G.shape(G.rect(4, 11, 9, 9, 1)), box: false),
            "eyedropper": g(G.shape("M14.5 6l3.5 3.5-9.5 9.5H5v-3.5z"), G.line("M13 4.5l6.5 6.5M16 7.5l2-2a2 2 0 0 1 3 3l-2 2"), box: false),
            "highlighter": g(G.shape("M15.5 3l5.5 5.5-8 8-5.5-5.5z"), G.line("M7.5 11L5 13.5v3h3l2.5-2.5M3 21h8"), box: false),
            "stethoscope": g(G.line("M6 3H5v6a5 5 0 0 0 10 0V3h-1M10 14v2a5 5 0 0 0 10 0v-2.5"), G.hole(G.circle(20, 11.5, 2)), box: false),
            "cross": g(G.shape("M9 3h6v6h6v6h-6v6H9v-6H3V9h6z", color: "red")),
            "pills": g(G.shape(G.rect(3, 8, 12, 7, 3.5)), G.shape(G.circle(17.5, 15.5, 4), .secondary), box: false),
            "bandage": g(G.shape("M14.5 3.5l6 6-11 11-6-6z"), G.dot(12, 12, 1), box: false),
            "syringe": g(G.line("M18 2.5l3.5 3.5M19.8 4.2l-3 3M17 7L8 16l-2.5-.5-.5-2.5 9-9M13.5 5.5l5 5M5 19l-2.5 2.5"), box: false),
            "leaf.arrow.triangle.circlepath": g(G.line("M4 11a8 8 0 0 1 13.7-4.4L20 9M20 4v5h-5M20 13a8 8 0 0 1-13.7 4.4L4 15M4 20v-5h5"), box: false),
            "tree": g(G.shape("M12 2.5l6.5 9h-3l4 5.5h-15l4-5.5h-3z", color: "green"), G.line("M12 17v4.5")),
            "mountain.2": g(G.shape("M2 20l6-10 3.5 5 3.5-7.5L22 20z"), box: false),
            "atom": g(G.dot(12, 12, 1.8), G.line("M12 3c2.5 0 4.5 4 4.5 9s-2 9-4.5 9-4.5-4-4.5-9 2-9 4.5-9zM4.2 7.5c1.2-2.2 5.7-1.7 10 .8s7 6.2 5.7 8.4-5.7 1.7-10-.8-7-6.2-5.7-8.4z"), box: false),
        ]
        // Names that draw like another symbol (several globes, a photo stack, ...).
        let aliases = [
            "globe.americas": "globe", "globe.europe.africa": "globe", "globe.asia.australia": "globe",
            "photo.on.rectangle.angled": "photo.on.rectangle", "note.text": "doc.plaintext", "text.bubble": "quote.bubble",
        ]
        for (alias, original) in aliases { table[alias] = table[original] }
        table["sparkle"] = g(G.shape("M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2z", color: "yellow"), box: false)
        table["clock.arrow.circlepath"] = g(
            G.line("M4.5 13a8 8 0 1 0 2.3-5.7L4.5 9.5M4.5 4v5.5H10M12.5 8.5V13l3 2"), box: false)
        table["banknote"] = g(G.shape(G.rect(2, 6, 20, 12, 2), color: "green"), G.hole(G.circle(12, 12, 3)), box: false)
        table["clipboard"] = g(G.shape("M7 4.5H5.5v17h13v-17H17"), G.line("M8.5 3h7v3h-7z"), box: false)
        table["doc.on.clipboard"] = g(G.shape("M7 4.5H5.5v17h13v-17H17"), G.line("M8.5 3h7v3h-7z"), G.inner("M9 11h6M9 14.5h6M9 18h4"), box: false)
        table["list.clipboard"] = g(G.shape("M7 4.5H5.5v17h13v-17H17"), G.line("M8.5 3h7v3h-7z"), G.inner("M9 11h6M9 14.5h6M9 18h4"), box: false)
        table["sunrise"] = g(G.line("M7 17a5 5 0 0 1 10 0M2 17h20M12 3v6M9 6l3-3 3 3M4.5 10.5l1.5 1.5M19.5 10.5L18 12M2 21h20", color: "orange"), box: false)
        table["sunset"] = g(G.line("M7 17a5 5 0 0 1 10 0M2 17h20M12 3v6M9 6l3 3 3-3M4.5 10.5l1.5 1.5M19.5 10.5L18 12M2 21h20", color: "orange"), box: false)
        table["cloud.moon"] = g(
            G.shape("M9 20a3.8 3.8 0 0 1-.5-7.6 5 5 0 0 1 9.7-1A4.2 4.2 0 0 1 18 20z"),
            G.shape("M10.5 3.5a5 5 0 0 0 8 5.5 5 5 0 1 1-8-5.5z", .secondary), box: false)
        table["xmark.octagon"] = g(
            G.shape("M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z", color: "red"), G.inner("M9 9l6 6M15 9l-6 6"), box: false)
        table["bus"] = g(G.shape(G.rect(4, 3, 16, 16, 3)), G.inner("M4 12h16M4 7h16"), G.line("M7 19v2.5M17 19v2.5"), G.dot(7.5, 15.5, 1, .knockout), G.dot(16.5, 15.5, 1, .knockout), box: false)
        table["tram"] = g(G.shape(G.rect(5, 5, 14, 14, 3)), G.inner("M5 12h14"), G.line("M8 2.5h8M12 2.5V5M8 19l-2 3M16 19l2 3"), box: false)
        table["hand.wave"] = g(G.shape("M8 13V6.5a1.5 1.5 0 0 1 3 0V11V4.5a1.5 1.5 0 0 1 3 0v7V6a1.5 1.5 0 0 1 3 0v8a7 7 0 0 1-7 7 6 6 0 0 1-5-2.7L3.5 14a1.5 1.5 0 0 1 2.4-1.8L8 14.5z"), G.line("M18.5 2.5a4 4 0 0 1 2.5 3M2.5 19a4 4 0 0 0 3 2.5", .secondary), box: false)
        for (name, level) in [("battery.0", 0.0), ("battery.25", 0.25), ("battery.50", 0.5), ("battery.75", 0.75), ("battery.100", 1.0)] {
            var parts = [G.line("M4 7h14a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM22.5 10.5v3")]
            if level > 0 {
                parts.append(G.Part(geometry: G.rect(4, 9, 14 * level, 6, 1), role: .dot, multicolor: level <= 0.25 ? "red" : "green"))
            }
            table[name] = SymbolGlyph(parts: parts, containable: false, slashable: false)
        }
        // Numbers and letters exist only inside containers (`1.circle`, `a.square.fill`).
        for value in 0...50 {
            let size: Double = value < 10 ? 15 : 12.5
            table[String(value)] = SymbolGlyph(
                parts: [SymbolGlyph.Part(geometry: .text(String(value), x: 12, y: 12 + size * 0.36, size: size), role: .dot)],
                containable: true, slashable: false)
        }
        for scalar in UnicodeScalar("a").value...UnicodeScalar("z").value {
            guard let letter = UnicodeScalar(scalar).map({ String(Character($0)) }) else { continue }
            table[letter] = SymbolGlyph(
                parts: [SymbolGlyph.Part(geometry: .text(letter.uppercased(), x: 12, y: 17.3, size: 15), role: .dot)],
                containable: true, slashable: false)
        }
        return table
    }()

    /// Names that exist only inside containers (no bare `1`, `a`, `info`, `questionmark` is bare in
    /// SF Symbols but kept) — numbers and letters.
    static func isContainerOnly(_ name: String) -> Bool {
        name.count <= 2 && name.allSatisfy { $0.isNumber || $0.isLowercase }
    }
}
