import WayfinderManifest

extension AppSiteAssociation {
    /// The file's JSON.
    func json(appIDs: [String]) -> JSON.Value {
        .object([
            (
                "applinks",
                .object([
                    (
                        "details",
                        .array([
                            .object([
                                ("appIDs", .array(appIDs.map(JSON.Value.string))),
                                (
                                    "components",
                                    .array(
                                        components.map { component in
                                            .object(
                                                [("/", .string(component.path))]
                                                    + (component.isExcluded ? [("exclude", .bool(true))] : [])
                                                    + [("comment", .string(component.comment))])
                                        })
                                ),
                            ])
                        ])
                    )
                ])
            )
        ])
    }
}
