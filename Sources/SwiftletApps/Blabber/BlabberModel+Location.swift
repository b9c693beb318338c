import Foundation
import SwiftletKit
import SwiftletUI

extension BlabberModel {
    /// Asks the host for the position, turns it into an address and says `📍 <address>` (book §2.3,
    /// chapter 5). Throws `The app isn't authorized to use location data` when permission is refused,
    /// the host's `LocationError` when the position cannot be read, `Address encoding failed` when
    /// the position has no address, `CancellationError` when the calling task is cancelled or a newer
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
        let address: String = try await withCheckedThrowingContinuation { continuation in
            encoder.addressFor(location: location) { address, error in
                switch (address, error) {
                case (nil, let error?):
                    continuation.resume(throwing: error)
                case (let address?, nil):
                    continuation.resume(returning: address)
                case (nil, nil):
                    continuation.resume(throwing: BlabberError("Address encoding failed"))
                case (let address?, .some):
                    // An address with a warning: the address counts.
                    continuation.resume(returning: address)
                }
            }
        }
        try await say("📍 \(address)")
    }

    /// Stops updates and drops the delegate of the request in flight (resuming it if still pending).
    func dropLocationRequest() {
        locationManager.stopUpdatingLocation()
        locationDelegate = nil
    }
}
