import Testing

@testable import SwiftletImaging

@Suite struct SpaceArtworkTests {
    @Test func sameSceneAndSeedGiveTheSameBytes() {
        #expect(SpaceArtwork.png(scene: .nebula, seed: 5) == SpaceArtwork.png(scene: .nebula, seed: 5))
    }

    @Test(arguments: SpaceArtwork.Scene.allCases)
    func differentSeedsDrawDifferentPictures(scene: SpaceArtwork.Scene) {
        let first = SpaceArtwork.bitmap(scene: scene, seed: 1)
        let second = SpaceArtwork.bitmap(scene: scene, seed: 2)
        #expect(first.width == 320 && first.height == 240)
        #expect(first != second)
    }

    @Test func scenesAreRecognisable() {
        // A star field is mostly dark sky; a planet covers a large lit area in the middle.
        let stars = SpaceArtwork.bitmap(scene: .starField, seed: 3)
        let planet = SpaceArtwork.bitmap(scene: .planet, seed: 3)
        func litShare(_ bitmap: Bitmap) -> Double {
            var lit = 0
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y) != RGB(6, 8, 20) { lit += 1 }
            }
            return Double(lit) / Double(bitmap.width * bitmap.height)
        }
        #expect(litShare(stars) < 0.05)
        #expect(litShare(planet) > 0.08)
        #expect(planet.pixel(x: 160, y: 120) != RGB(6, 8, 20))
    }
}
