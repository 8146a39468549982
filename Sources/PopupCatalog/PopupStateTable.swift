/// The explorer's index of distinct states: an open-addressing hash table of state numbers,
/// which keeps each state's hash and leaves the states themselves where the walk keeps them,
/// so a state is stored once and a lookup copies nothing.
///
/// The caller hashes a state and says whether a stored state number holds an equal one; the
/// table finds the first stored number with the same hash that the caller calls equal.
/// Linear probing over a power-of-two slot count, kept at most half full.
@usableFromInline
struct PopupStateTable {
  /// Each slot holds a state number plus one, or 0 when empty.
  @usableFromInline var slots: [Int32]
  /// The hash of each stored state, by state number.
  @usableFromInline var hashes: [Int] = []

  /// An empty table with room for `capacity` states before it grows.
  @inlinable init(capacity: Int = 64) {
    var count = 16
    while count < capacity * 2 { count *= 2 }
    slots = Array(repeating: 0, count: count)
  }

  /// How many states the table holds.
  @inlinable var count: Int { hashes.count }

  /// The bytes the table holds for its states: the slots and the hashes.
  @inlinable var bytes: Int {
    slots.capacity * MemoryLayout<Int32>.stride + hashes.capacity * MemoryLayout<Int>.stride
  }

  /// The number of the stored state with this hash for which `isEqual` says yes, or `nil`.
  @inlinable func find(hash: Int, isEqual: (Int) -> Bool) -> Int? {
    let mask = slots.count - 1
    var slot = hash & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { return nil }
      if hashes[stored - 1] == hash, isEqual(stored - 1) { return stored - 1 }
      slot = (slot + 1) & mask
    }
  }

  /// Stores the next state number (``count``) with its hash; the caller has found no equal
  /// state first.
  @inlinable mutating func insert(hash: Int) {
    precondition(hashes.count < Int(Int32.max), "more states than the table can number")
    if (hashes.count + 1) * 2 > slots.count { grow() }
    hashes.append(hash)
    place(hashes.count - 1, hash: hash)
  }

  @inlinable mutating func place(_ number: Int, hash: Int) {
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(number + 1)
  }

  /// Doubles the slots and places every stored state again from its kept hash.
  @inlinable mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    for (number, hash) in hashes.enumerated() { place(number, hash: hash) }
  }
}
