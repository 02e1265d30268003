// mattr: +rcpc3
ldapur b0, [x29]
ldapur q8, [x22]
ldapur s13, [x17]
stlur s31, [x25]
