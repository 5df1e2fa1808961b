@_exported import WayfinderRouting
