import Foundation
@_spi(SwiftletHost) import SwiftletUI

extension ClientMessage {
    /// The `g` object of a `gesture` message: `k` the kind, `p` the phase, `x`/`y` and `sx`/`sy` the
    /// pointer and the start in the element's space, `gx`/`gy`/`gsx`/`gsy` the same in the window's,
    /// `t` milliseconds since 1970, `vx`/`vy` points per second, `n` a tap count, `d` a press
    /// duration in seconds, `s` a magnification, `r` a rotation in radians.
    struct GestureWire: Decodable, Equatable {
        var k: String
        var p: String?
        var x: Double?
        var y: Double?
        var sx: Double?
        var sy: Double?
        var gx: Double?
        var gy: Double?
        var gsx: Double?
        var gsy: Double?
        var t: Double?
        var vx: Double?
        var vy: Double?
        var n: Int?
        var d: Double?
        var s: Double?
        var r: Double?
    }

    /// The engine's input for a `gesture` message. An unknown kind or phase, a missing `g`, or a
    /// number that is not finite is malformed; bounds (coordinates, counts) are the engine's to
    /// check (`GestureInput.problem`, answered with `invalidValue`).
    static func gestureInput(_ wire: GestureWire?) throws(ClientMessageError) -> GestureInput {
        guard let wire else { throw .malformed("gesture needs an object \"g\"") }
        guard let kind = GestureInput.Kind(rawValue: wire.k) else {
            throw .malformed("gesture kind must be one of tap, press, longPress, drag, hover, magnify, rotate")
        }
        guard let phase = GestureInput.Phase(rawValue: wire.p ?? "changed") else {
            throw .malformed("gesture phase must be began, changed, ended or cancelled")
        }
        let numbers = [
            wire.x, wire.y, wire.sx, wire.sy, wire.gx, wire.gy, wire.gsx, wire.gsy, wire.t, wire.vx, wire.vy, wire.d,
            wire.s, wire.r,
        ]
        guard numbers.allSatisfy({ $0?.isFinite ?? true }) else { throw .malformed("gesture numbers must be finite") }
        let location = CGPoint(x: wire.x ?? 0, y: wire.y ?? 0)
        let start = CGPoint(x: wire.sx ?? location.x, y: wire.sy ?? location.y)
        let global = CGPoint(x: wire.gx ?? location.x, y: wire.gy ?? location.y)
        let globalStart = CGPoint(x: wire.gsx ?? global.x, y: wire.gsy ?? global.y)
        return GestureInput(
            kind: kind, phase: phase, location: location, startLocation: start, globalLocation: global,
            globalStartLocation: globalStart, time: Date(timeIntervalSince1970: (wire.t ?? 0) / 1000),
            velocity: CGSize(width: wire.vx ?? 0, height: wire.vy ?? 0), count: wire.n ?? 1, duration: wire.d ?? 0,
            magnification: wire.s ?? 1, rotation: wire.r ?? 0)
    }
}
