; INVALID: a checksum kind without a checksum
!0 = !DIFile(filename: "a.c", directory: "/", checksumkind: CSK_MD5)
