import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// Space Photos (WWDC21 "Discover concurrency in SwiftUI", posts §1.5–1.9): the catalog of the book
/// server's space pictures. The images load through the environment's `\.imageLoader`.
public struct SpacePhotosView: View {
    let server: URL
    let loader: any ImageLoading

    /// The app against the book server at `server`, loading pictures with `loader` (a fresh in-memory
    /// ``ImageLoader`` by default).
    public init(server: URL, loader: any ImageLoading = ImageLoader()) {
        self.server = server
        self.loader = loader
    }

    public var body: some View {
        NavigationStack {
            CatalogView(photos: Photos(server: server))
        }
        .environment(\.imageLoader, loader)
    }
}

/// The catalog: loads in `.task`, reloads on pull-to-refresh, one row per photo, and a debug section.
public struct CatalogView: View {
    @StateObject private var photos: Photos
    @StateObject private var backgroundLog = BackgroundRefreshLog()
    @State private var backgroundRefresh = false

    /// A catalog owning `photos` (created once per mounted catalog).
    public init(photos: @autoclosure @escaping () -> Photos) {
        _photos = StateObject(wrappedValue: photos())
    }

    public var body: some View {
        VStack(alignment: .leading) {
            DebugSection(backgroundRefresh: $backgroundRefresh, log: backgroundLog)
            if photos.isLoading {
                ProgressView("Refreshing").accessibilityIdentifier("refresh-indicator")
            }
            if let error = photos.loadError {
                Text(error).foregroundColor(.red).accessibilityIdentifier("photos-error")
            }
            List {
                ForEach(photos.items) { photo in
                    PhotoRow(
                        photo: photo, isSaved: photos.savedIDs.contains(photo.id),
                        saveError: photos.saveErrors[photo.id], photos: photos)
                }
            }
            .accessibilityIdentifier("refresh-list")
            .task { await photos.updateItems() }
            .refreshable { await refresh() }
        }
        .navigationTitle("Catalog")
    }

    private func refresh() async {
        await photos.updateItems()
        if backgroundRefresh { await backgroundLog.recordOffMain() }
    }
}

/// One photo: its picture (a spinner while loading, a message on failure), title, date, description,
/// the Save button and, once saved, a check mark (or why the last save failed).
struct PhotoRow: View {
    let photo: SpacePhoto
    let isSaved: Bool
    /// Why the last save failed, if it did.
    var saveError: String? = nil
    let photos: Photos

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            AsyncImage(url: photo.imageURL) { phase in
                if let image = phase.image {
                    image.resizable()
                        .scaledToFill()
                        .frame(width: 128, height: 128)
                        .accessibilityIdentifier("photo-image-\(photo.id)")
                } else if phase.error != nil {
                    Text("The picture could not be loaded.")
                        .foregroundColor(.red)
                        .frame(width: 128, height: 128)
                        .accessibilityIdentifier("photo-error-\(photo.id)")
                } else {
                    ProgressView()
                        .frame(width: 128, height: 128)
                        .accessibilityIdentifier("photo-placeholder-\(photo.id)")
                }
            }
            HStack {
                Text(photo.title).font(.title3)
                Spacer()
                if isSaved {
                    Text("✓").foregroundColor(.green).accessibilityIdentifier("saved-\(photo.id)")
                }
                SavePhotoButton(photo: photo, photos: photos)
            }
            if let saveError {
                Text(saveError).foregroundColor(.red).accessibilityIdentifier("save-error-\(photo.id)")
            }
            Text(photo.date).font(.caption)
            Text(photo.description).font(.body)
        }
        .padding()
        .accessibilityIdentifier("photo-row-\(photo.id)")
    }
}

/// "Save", bordered, disabled while `photo.save()` runs, with a spinner inside it meanwhile: the label
/// stays in place at opacity 0 so the button keeps its width, and the spinner sits over it (the
/// session notes' tip, as WaitForIt's fetch button does). The save is a task the button owns: it is
/// cancelled if the row goes away.
struct SavePhotoButton: View {
    let photo: SpacePhoto
    let photos: Photos
    @State private var isSaving = false
    @State private var saving: Task<Void, Never>?

    var body: some View {
        Button {
            isSaving = true
            let photo = photo
            let photos = photos
            let flag = $isSaving
            saving = Task { @MainActor in
                defer { flag.wrappedValue = false }
                await photos.save(photo)
            }
        } label: {
            Text("Save")
                .opacity(isSaving ? 0 : 1)
                .overlay {
                    if isSaving {
                        ProgressView().accessibilityIdentifier("saving-\(photo.id)")
                    }
                }
        }
        .buttonStyle(.bordered)
        .disabled(isSaving)
        .accessibilityIdentifier("save-\(photo.id)")
        .onDisappear {
            saving?.cancel()
            saving = nil
        }
    }
}

/// Debug (above the list, so it stays in place however far the list scrolls): a "Background refresh" switch. When on, every pull-to-refresh also records a background
/// refresh from a detached task — an `ObservableObject` published off the main actor, which the engine
/// reports (`offMainPublish`) and still shows.
struct DebugSection: View {
    @Binding var backgroundRefresh: Bool
    @ObservedObject var log: BackgroundRefreshLog

    var body: some View {
        VStack(alignment: .leading) {
            Text("Debug").font(.headline)
            Toggle("Background refresh", isOn: $backgroundRefresh)
                .accessibilityIdentifier("background-refresh")
            Text("Background refreshes: \(log.refreshes)")
                .accessibilityIdentifier("background-refresh-count")
        }
        .padding()
    }
}
