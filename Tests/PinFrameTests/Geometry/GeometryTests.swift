import Foundation
import PinFrame
import Testing

@Suite("Geometry (Geometry/)", .quietLog)
struct GeometryTests {
    @Test func wholeNumbersPrintWithoutAFraction() {
        #expect(Point(x: 10, y: -20).description == "(x: 10, y: -20)")
        #expect(Size(width: 0.5, height: 2).description == "(width: 0.5, height: 2)")
        #expect(Rect(x: 10, y: 20, width: 100, height: 50).description == "(x: 10, y: 20, width: 100, height: 50)")
        #expect(
            EdgeInsets(top: 1, left: 2.25, bottom: 3, right: 4).description
                == "(top: 1, left: 2.25, bottom: 3, right: 4)")
        #expect(
            Rect(x: .nan, y: .infinity, width: -0.0, height: 1e20).description
                == "(x: nan, y: inf, width: 0, height: 1e+20)")
    }

    @Test func rectEdgesAndCenters() {
        let r = Rect(origin: Point(x: 10, y: 20), size: Size(width: 100, height: 50))
        #expect((r.minX, r.midX, r.maxX) == (10, 60, 110))
        #expect((r.minY, r.midY, r.maxY) == (20, 45, 70))
        var moved = r
        moved.origin = Point(x: 1, y: 2)
        moved.size = Size(width: 3, height: 4)
        #expect(moved == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(EdgeInsets.zero == EdgeInsets(all: 0))
        #expect(Point.zero == Point(x: 0, y: 0) && Size.zero == Size(width: 0, height: 0))
    }

    @Test func percentLiterals() {
        #expect(10% == Percent(10))
        #expect(12.5% == Percent(12.5))
        #expect(-10% == Percent(-10))
        #expect(-(25%) == Percent(-25))
        #expect((25%).of(200) == 50)
        // Multiplying first keeps whole results exact: 30% of 400 is exactly 120.
        #expect((30%).of(400) == 120)
        #expect((12.5%).description == "12.5%")
    }

    @Test func valuesRoundTripThroughCodable() throws {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(try decoder.decode(Rect.self, from: encoder.encode(rect)) == rect)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(try decoder.decode(EdgeInsets.self, from: encoder.encode(insets)) == insets)
        #expect(try decoder.decode(Percent.self, from: encoder.encode(5%)) == 5%)
        #expect(try decoder.decode(LayoutDirection.self, from: encoder.encode(LayoutDirection.rtl)) == .rtl)
        let child = Frame(x: 1, y: 2, width: 3, height: 4, in: Frame(width: 10, height: 10, scale: 2))
        #expect(try decoder.decode(Frame.self, from: encoder.encode(child)) == child)
    }

    @Test func alignmentsPrintAsWritten() {
        #expect(HorizontalAlign.center.description == ".center")
        #expect(VerticalAlign.bottom.description == ".bottom")
    }
}
