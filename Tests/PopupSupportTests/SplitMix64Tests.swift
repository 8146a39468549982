import PopupSupport
import PopupTesting
import Testing

/// The one seeded generator of the package, pinned against SplitMix64's published outputs:
/// the confetti draws with it and the test kit's `SeededGenerator` is it, so a burst and a
/// fuzzer failure replay from their seeds on every platform.
@Suite("SplitMix64", .watchdog)
struct SplitMix64Tests {
  /// From seed 0: 0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F (Vigna's
  /// reference implementation); a unit keeps the top 53 bits.
  @Test func theReferenceOutputs() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
    var units = SplitMix64(seed: 0)
    #expect(units.unit() == Double(0xE220_A839_7B1D_CDAF as UInt64 >> 11) / 9_007_199_254_740_992)
  }

  /// The test kit's generator gives the same numbers from the same seed.
  @Test(arguments: [UInt64(0), 1, 42, .max])
  func theTestKitsGeneratorIsTheSame(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var seeded = SeededGenerator(seed: seed)
    for _ in 0..<5 { #expect(random.next() == seeded.next()) }
  }
}
