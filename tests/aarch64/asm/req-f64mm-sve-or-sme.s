// mattr: +f64mm,+sve,+sme
// instructions llvm-mc 19 takes only with: f64mm sve or sme
trn1	z15.q, z12.q, z6.q
trn2	z3.q, z19.q, z19.q
uzp1	z14.q, z15.q, z4.q
uzp2	z3.q, z21.q, z1.q
zip1	z25.q, z17.q, z3.q
zip2	z28.q, z14.q, z1.q
