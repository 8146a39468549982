/// Lets other tasks run until `condition` holds, up to a bound: a test that waits on a driver
/// fails instead of hanging when the driver never gets there. No real time passes.
func eventually(isolation: isolated (any Actor)? = #isolation, _ condition: () async -> Bool) async -> Bool {
  for _ in 0..<10_000 {
    if await condition() { return true }
    await Task.yield()
  }
  return await condition()
}
