import Testing

@testable import SwiftletImaging

@Suite struct BitmapGradientTests {
    @Test func endsOnTheFirstAndLastStopAndPassesThroughTheMiddleOne() {
        let stops = [RGB(255, 0, 255), RGB(0, 255, 255), RGB(128, 0, 128)]
        let bitmap = Bitmap.horizontalGradient(width: 101, height: 3, stops: stops)
        #expect(bitmap.pixel(x: 0, y: 0) == stops[0])
        #expect(bitmap.pixel(x: 50, y: 1) == stops[1])
        #expect(bitmap.pixel(x: 100, y: 2) == stops[2])
        #expect(bitmap.pixel(x: 25, y: 0) == RGB(128, 128, 255))
    }

    @Test func everyRowIsTheSame() {
        let bitmap = Bitmap.horizontalGradient(width: 17, height: 5, stops: [RGB(10, 20, 30), RGB(200, 100, 0)])
        let firstRow = Array(bitmap.pixels[0..<(17 * 3)])
        for row in 1..<5 {
            #expect(Array(bitmap.pixels[(row * 17 * 3)..<((row + 1) * 17 * 3)]) == firstRow)
        }
    }

    @Test func degenerateStopListsGiveSolidColours() {
        let solid = Bitmap.horizontalGradient(width: 4, height: 2, stops: [RGB(1, 2, 3)])
        #expect(solid == Bitmap(width: 4, height: 2, filledWith: RGB(1, 2, 3)))
        let black = Bitmap.horizontalGradient(width: 4, height: 2, stops: [])
        #expect(black == Bitmap(width: 4, height: 2, filledWith: RGB(0, 0, 0)))
        let narrow = Bitmap.horizontalGradient(width: 1, height: 1, stops: [RGB(9, 9, 9), RGB(0, 0, 0)])
        #expect(narrow.pixel(x: 0, y: 0) == RGB(9, 9, 9))
    }

    @Test func rgbHexLiteralSplitsIntoChannels() {
        #expect(RGB(hex: 0xFF2D55) == RGB(0xFF, 0x2D, 0x55))
    }
}
