import Foundation

#if !canImport(Darwin)
    extension Measurement where UnitType: Dimension {
        /// Formats a measurement as its value and its unit's symbol ("5 km"), so that
        /// `Text(distance, format: .measurement(width: .abbreviated))` compiles on Linux, whose
        /// Foundation has no measurement format style. Every width shows the unit's symbol (Linux has
        /// no localized unit names); `usage` and locale conversions are not applied.
        public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
            /// How much of the unit to show.
            public enum UnitWidth: String, Hashable, Sendable, Codable {
                case wide, abbreviated, narrow
            }

            /// The width asked for.
            public var width: UnitWidth
            /// The largest number of fraction digits shown.
            public var maximumFractionDigits: Int
            /// The locale the number is written in (`Text` applies the environment's `\.locale`).
            public var locale: Locale = .autoupdatingCurrent

            /// A style of `width`.
            public init(width: UnitWidth = .abbreviated, maximumFractionDigits: Int = 2) {
                self.width = width
                self.maximumFractionDigits = maximumFractionDigits
            }

            /// "5 km" (narrow: "5km").
            public func format(_ value: Measurement<UnitType>) -> String {
                let number = value.value.formatted(
                    .number.precision(.fractionLength(0...maximumFractionDigits)).locale(locale))
                return width == .narrow ? number + value.unit.symbol : number + " " + value.unit.symbol
            }

            /// A copy writing its number in `locale`.
            public func locale(_ locale: Locale) -> Self {
                var copy = self
                copy.locale = locale
                return copy
            }
        }
    }

    extension Measurement.FormatStyle: LocaleApplicableFormatStyle {
        func applyingLocale(_ locale: Locale) -> Self { self.locale(locale) }
    }

    extension FormatStyle {
        /// A measurement's value and unit symbol (see `Measurement.FormatStyle`).
        public static func measurement<UnitType: Dimension>(
            width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated
        ) -> Self where Self == Measurement<UnitType>.FormatStyle {
            Measurement<UnitType>.FormatStyle(width: width)
        }
    }
#endif
