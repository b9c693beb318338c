import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

extension BlabberModel {
    /// Asks the host for the position, turns it into an address and says `📍 <address>` (book §2.3,
    /// chapter 5). The address is the nearest city within 50 km and the coordinates,
    /// `📍 Berlin, Germany (52.5200° N, 13.4050° E)`, or only the coordinates far from any city; it
    /// comes from the callback-based ``AddressEncoder``, wrapped in a checked continuation.
    /// Throws `The app isn't authorized to use location data` when permission is refused,
    /// `The location isn't a valid position` for a position that is not finite or out of range,
    /// the host's `LocationError` when the position cannot be read, `CancellationError` when the calling task is cancelled or a newer
    /// request replaces this one, and `ChatRoomError` from sending.
    public func shareLocation() async throws {
        let manager = locationManager
        let location: LocationFix = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // Replacing the delegate deinitialises the previous one, which cancels its request.
                locationDelegate = ChatLocationDelegate(manager: manager, continuation: continuation)
                if manager.authorizationStatus == .authorizedWhenInUse {
                    manager.startUpdatingLocation()
                }
            }
        } onCancel: {
            // Dropping the delegate resumes its continuation with CancellationError (its deinit).
            Task { @MainActor [weak self] in self?.dropLocationRequest() }
        }
        dropLocationRequest()
        let encoder = addressEncoder
        let log = self.log
        // The chapter's second continuation, around the callback-based geocoder: its completion runs
        // later on the geocoder's queue. Cancelling the caller cancels the lookup, which answers
        // CancellationError.
        let address: String = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                encoder.addressFor(location: location) { address, error in
                    switch (address, error) {
                    case (nil, let error?):
                        continuation.resume(throwing: error)
                    case (let address?, nil):
                        continuation.resume(returning: address)
                    case (nil, nil):
                        continuation.resume(throwing: BlabberError("Address encoding failed"))
                    case (let address?, let error?):
                        // An address with a warning (no city near): the address counts, the error is logged.
                        continuation.resume(returning: address)
                        log("Blabber: \(error)")
                    }
                }
            }
        } onCancel: {
            encoder.cancel()
        }
        try Task.checkCancellation()
        try await say("📍 \(address)")
    }

    /// Stops updates and drops the delegate of the request in flight (resuming it if still pending).
    func dropLocationRequest() {
        locationManager.stopUpdatingLocation()
        locationDelegate = nil
    }
}
