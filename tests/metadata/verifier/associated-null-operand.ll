@x = global i32 0, !associated !{null}
