// without f64mm sve or sme: each line is rejected
trn1	z17.q, z30.q, z23.q
trn2	z9.q, z22.q, z18.q
uzp1	z4.q, z12.q, z22.q
uzp2	z23.q, z17.q, z14.q
zip1	z8.q, z14.q, z13.q
zip2	z20.q, z18.q, z21.q
