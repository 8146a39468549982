/// Stands in for a kind module that reuses the id `rating`.
public enum FakeRating {}
