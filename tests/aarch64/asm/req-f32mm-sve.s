// mattr: +f32mm,+sve
// instructions llvm-mc 19 takes only with: f32mm sve
fmmla	z13.s, z20.s, z14.s
