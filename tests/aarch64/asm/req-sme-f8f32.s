// mattr: +sme-f8f32
// instructions llvm-mc 19 takes only with: sme-f8f32
fmopa	za0.s, p2/m, p3/m, z29.b, z30.b
