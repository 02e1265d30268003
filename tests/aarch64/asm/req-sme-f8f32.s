// mattr: +sme-f8f32
// instructions llvm-mc 19 takes only with: sme-f8f32
fmopa	za3.s, p7/m, p5/m, z3.b, z16.b
