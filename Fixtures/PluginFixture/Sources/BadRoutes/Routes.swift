/// A module whose manifest has an error: the plugin fails its build.
public enum BadRoutes {}
