import Testing

@testable import SwiftletImaging

@Suite struct BitmapShapesTests {
    private let white = RGB(255, 255, 255)
    private let black = RGB(0, 0, 0)

    @Test func discCoversItsCentreAndNotItsBoundingBoxCorners() {
        var bitmap = Bitmap(width: 21, height: 21, filledWith: black)
        bitmap.fillDisc(centerX: 10, centerY: 10, radius: 8, with: white)
        #expect(bitmap.pixel(x: 10, y: 10) == white)
        #expect(bitmap.pixel(x: 10, y: 2) == white)
        #expect(bitmap.pixel(x: 18, y: 10) == white)
        #expect(bitmap.pixel(x: 3, y: 3) == black)
        #expect(bitmap.pixel(x: 10, y: 1) == black)
    }

    @Test func shapesOutsideTheBitmapAreClippedNotFatal() {
        let blank = Bitmap(width: 10, height: 10, filledWith: black)
        var bitmap = blank
        bitmap.fillDisc(centerX: -500, centerY: -500, radius: 10, with: white)
        bitmap.fillDisc(centerX: 5, centerY: 500, radius: 10, with: white)
        bitmap.fillRectangle(x: 20, y: 0, width: 5, height: 5, with: white)
        bitmap.setPixel(x: -1, y: 3, to: white)
        #expect(bitmap == blank)
        bitmap.fillDisc(centerX: 0, centerY: 0, radius: 3, with: white)
        #expect(bitmap.pixel(x: 0, y: 0) == white)
    }

    @Test func blockNumberDrawsOneGlyphPerDigitCentred() {
        var bitmap = Bitmap(width: 40, height: 20, filledWith: black)
        bitmap.drawBlockNumber(11, centerX: 20, centerY: 10, cell: 2, color: white)
        // "11" is 22 pixels wide (two 10-pixel glyphs and a 2-pixel gap) starting at x = 9.
        let litColumns = (0..<40).filter { x in (0..<20).contains { bitmap.pixel(x: x, y: $0) == white } }
        #expect(litColumns.first == 11)  // the "1" glyph's leftmost lit column is its second
        #expect(litColumns.last == 28)
        #expect(!litColumns.contains(19) && !litColumns.contains(20))
    }
}
