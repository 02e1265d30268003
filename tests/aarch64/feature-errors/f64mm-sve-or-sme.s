// without f64mm sve or sme: each line is rejected
trn1	z13.q, z9.q, z20.q
trn2	z14.q, z20.q, z10.q
uzp1	z18.q, z0.q, z24.q
uzp2	z11.q, z15.q, z18.q
zip1	z25.q, z11.q, z5.q
zip2	z18.q, z28.q, z5.q
