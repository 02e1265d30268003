// mattr: +sme-f8f32
// instructions llvm-mc 19 takes only with: sme-f8f32
fmopa	za3.s, p4/m, p7/m, z10.b, z5.b
