; a declaration with !dbg only is fine (no subprogram needed to parse)
declare !dbg !0 void @g()
!0 = !DISubprogram(name: "g", spFlags: 0)
