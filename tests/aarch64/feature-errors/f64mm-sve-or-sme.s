// without f64mm sve or sme: each line is rejected
trn1	z9.q, z4.q, z24.q
trn2	z10.q, z7.q, z24.q
uzp1	z11.q, z11.q, z4.q
uzp2	z17.q, z24.q, z12.q
zip1	z18.q, z31.q, z26.q
zip2	z14.q, z29.q, z13.q
