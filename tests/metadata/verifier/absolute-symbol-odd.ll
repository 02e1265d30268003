@s = external global i8, !absolute_symbol !{i64 0}
