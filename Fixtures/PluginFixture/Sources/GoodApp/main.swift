import Wayfinder

// The constants the plugin generated from routes.json: a route renamed there breaks this build.
let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
try routes.register("/product/<int:id>", screen: ScreenID.product, name: RouteName.product)
try routes.register("/order-detail/<uuid:order>", screen: ScreenID.orderDetail, name: RouteName.orderDetail)
try routes.register("/logout", action: ActionName.logout)
print(try routes.url(named: RouteName.product, parameters: ["id": "42"]))
print([ScreenID.home, ScreenID.product, ScreenID.orderDetail, ActionName.logout].joined(separator: " "))
