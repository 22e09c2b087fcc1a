package org.pnengine.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The key under which failed attempts are counted, from the address text. */
class AddressKeyTest {

    @Test
    void anIpv4AddressIsItsOwnKey() {
        assertEquals("10.0.0.1", AddressKey.of("10.0.0.1"));
        assertEquals("127.0.0.1", AddressKey.of("[127.0.0.1]"));
        assertEquals("255.255.255.255", AddressKey.of("255.255.255.255"));
    }

    @Test
    void anIpv6AddressIsKeyedByItsSlash64() {
        for (String a : new String[] {"2001:db8:0:1::1", "2001:db8:0:1:0:0:0:1", "2001:DB8:0000:0001:ffff:ffff:ffff:ffff",
                "[2001:db8:0:1::2]", "2001:db8::1:0:0:0:3", "2001:db8:0:1::1%eth0", "2001:db8:0:1:0:0:1.2.3.4"}) {
            assertEquals("2001:db8:0:1::/64", AddressKey.of(a), a);
        }
        assertEquals("2001:db8:0:2::/64", AddressKey.of("2001:db8:0:2::1"));
        assertEquals("0:0:0:0::/64", AddressKey.of("::1"));
        assertEquals("0:0:0:0::/64", AddressKey.of("::"));
        assertEquals("0:0:0:0::/64", AddressKey.of("::10.0.0.1"), "IPv4-compatible, not mapped");
        assertEquals("fe80:0:0:0::/64", AddressKey.of("fe80:0:0:0:1:2:3:4%1"));
        assertEquals("1:2:3:4::/64", AddressKey.of("1:2:3:4::"));
    }

    @Test
    void anIpv4MappedAddressIsKeyedAsItsIpv4Address() {
        for (String a : new String[] {"::ffff:10.0.0.1", "::FFFF:10.0.0.1", "::ffff:a00:1", "0:0:0:0:0:ffff:a00:1",
                "0:0:0:0:0:ffff:10.0.0.1", "[::ffff:10.0.0.1]"}) {
            assertEquals("10.0.0.1", AddressKey.of(a), a);
        }
    }

    @Test
    void anyOtherTextIsItsOwnKeyAndNoNameIsLookedUp() {
        for (String a : new String[] {"localhost", "abc", "embedded", "local:E0001", "10.0.0", "10.0.0.256", "1.2.3.4.5",
                "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "1::2::3", ":1:2:3:4:5:6:7", "1:2:3:4:5:6:7:", "12345::1",
                "g::1", "1.2.3.4::", "::1.2.3", "1:2:3:4:5:6:7::8", "", "[", "[]", "%eth0", "١٢::1"}) {
            assertEquals(a, AddressKey.of(a), a);
        }
    }
}
