/// A navigation stack's screens as URL segments, and back.
extension NavigationNode {
    /// Registers the stack with its graph's `URLNavigation` when no stack is above it.
    func registerWithURLNavigation() {
        var ancestor = parent
        while let node = ancestor {
            if node is NavigationNode { return }
            ancestor = node.parent
        }
        graph.host.urlNavigation.register(stack: self)
    }

    /// The segments of the value screens, root first, up to the first value that has none, and the
    /// number of screens above the root.
    func urlSegments() -> (segments: [String], depth: Int) {
        var segments: [String] = []
        for screen in valueScreens.prefix(RouteSegmentText.maxDepth) {
            guard let segment = segment(for: screen.value) else { break }
            segments.append(segment)
        }
        return (segments, screenCount)
    }

    /// A typed path's value as itself; any other value as `Type:value`.
    private func segment(for value: AnyHashable) -> String? {
        if let codec = path?.elementCodec { return codec.segment(for: value) }
        guard let codec = RouteCodecs.codec(for: value), let name = RouteSegmentText.encode(codec.typeName),
            let text = codec.segment(for: value)
        else { return nil }
        return name + ":" + text
    }

    /// The value `raw` stands for in this stack: for a typed path, a value of its element type; else
    /// `Type:value` with a type that has a destination here.
    private func value(ofSegment raw: String) -> AnyHashable? {
        if let codec = path?.elementCodec { return codec.value(fromSegment: raw[...]) }
        guard let colon = raw.firstIndex(of: ":"), let name = RouteSegmentText.decode(raw[..<colon]) else {
            return nil
        }
        let codecs = destinations.registeredCodecs + (splitLink?.destinations.registeredCodecs ?? [])
        guard let codec = codecs.first(where: { $0.typeName == name }),
            let value = codec.value(fromSegment: raw[raw.index(after: colon)...])
        else { return nil }
        return path.map { $0.accepts(value) } ?? true ? value : nil
    }

    /// The path's values now (an untracked read).
    private var pathValues: [AnyHashable] { path?.get() ?? ownPath }

    private func setPathValues(_ values: [AnyHashable]) {
        guard values != pathValues else { return }
        if let path { path.set(values) } else { ownPath = values }
        invalidate(.input)
    }

    /// Sets the path to the values `segments` decode to (a segment's type may be registered by the
    /// screen below it, which is mounted first) and keeps at most `depth` minus those many view
    /// screens. A value that repeats the one before it is kept once: a link pushes a screen's own
    /// value only by a tap on that screen, so a URL that stacks one screen many times names no path
    /// a visitor took. Only the top screen appears, once the path is there (screens mounted on the
    /// way stay hidden). Returns why a segment was refused, or `nil`.
    func restore(segments: [String], depth: Int?) -> String? {
        var values: [AnyHashable] = []
        /// The segments decoded, repeats included (what the depth bound and the history entry count).
        var decoded = 0
        var problem: String?
        holdsAppearance = true
        defer {
            holdsAppearance = false
            // Screens mounted on the way appear in the next tick (a changed path has one already).
            if !isShowingTopScreen { invalidate(.input) }
        }
        for raw in segments {
            guard decoded < RouteSegmentText.maxDepth else {
                problem = "more than \(RouteSegmentText.maxDepth) screens"
                break
            }
            var value = value(ofSegment: raw)
            if value == nil, !values.isEmpty, Array(pathValues.prefix(values.count)) != values {
                // The screen of the values so far may declare the destination of this one.
                setPathValues(values)
                graph.tick()
                value = self.value(ofSegment: raw)
            }
            guard let value else {
                problem = "segment \(values.count + 1), \(LogText.cut(raw)), is not a value of this stack"
                break
            }
            decoded += 1
            if value != values.last { values.append(value) }
        }
        pendingPushes = []
        if values == pathValues {
            let keptViews = max(0, (depth ?? 0) - decoded)
            if viewScreens.count > keptViews {
                pendingPops = viewScreens.count - keptViews
                invalidate(.input)
            }
        } else {
            setPathValues(values)
        }
        return problem
    }
}
