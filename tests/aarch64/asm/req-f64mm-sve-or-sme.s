// mattr: +f64mm,+sve,+sme
// instructions llvm-mc 19 takes only with: f64mm sve or sme
trn1	z3.q, z4.q, z27.q
trn2	z26.q, z3.q, z6.q
uzp1	z22.q, z26.q, z24.q
uzp2	z14.q, z22.q, z12.q
zip1	z31.q, z3.q, z7.q
zip2	z13.q, z19.q, z11.q
