; INVALID: associated with an alias of itself
@data = global i32 1, !associated !0
@data.alias = alias i32, ptr @data
!0 = !{ptr @data.alias}
